/** The small save indicator of the calculator header (decision 0411). */
export type SaveStatus =
  | 'Saved on this device'
  | 'Saved to your account'
  | 'Saving to your account…'
  | 'Waiting for connection'
  | 'Not saved to your account'
  | 'Not saved: this browser is blocking storage';

export interface SaveStatusInput {
  readonly isSignedIn: boolean;
  readonly isStoredOnDevice: boolean;
  /** This job has saves in the outbox. */
  readonly isWaiting: boolean;
  /** The server has answered for this job at least once. */
  readonly isOnAccount: boolean;
  /**
   * A save of this job the server refused is still listed under 'Not Saved to Your Account': the
   * account's copy is not the job on screen (decision 0920).
   */
  readonly isRefused: boolean;
  readonly connection: 'idle' | 'sending' | 'done' | 'offline' | 'signed-out';
}

export function describeSaveStatus(input: SaveStatusInput): SaveStatus {
  if (!input.isStoredOnDevice) return 'Not saved: this browser is blocking storage';
  if (!input.isSignedIn || input.connection === 'signed-out') return 'Saved on this device';
  if (input.connection === 'sending') return 'Saving to your account…';
  if (input.isWaiting) {
    return input.connection === 'offline' ? 'Waiting for connection' : 'Saving to your account…';
  }
  if (input.isRefused) return 'Not saved to your account';
  return input.isOnAccount ? 'Saved to your account' : 'Saved on this device';
}
