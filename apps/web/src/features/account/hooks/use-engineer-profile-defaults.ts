import type { EngineerProfile } from '@pipeproof/contracts';
import { DEVICE_OWNER } from '../../../lib/device/device-storage';
import { useEngineerProfile } from '../api/engineer-profile';

/**
 * The signed-in engineer's profile for pre-filling a new job (decision 0406): the device copy at
 * once (offline too), then the server's. `undefined` while it is still being asked for the first
 * time on this device; `null` when signed out, or when it cannot be read and the device has none.
 */
export function useEngineerProfileDefaults(): EngineerProfile | null | undefined {
  const { owner, data, status } = useEngineerProfile();
  if (data) return data;
  if (owner === DEVICE_OWNER || status === 'error') return null;
  return undefined;
}
