import { useEffect, useRef, useState } from 'react';
import { LoaderCircle, MapPin } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { GeoLocation, SiteRecord } from './types';

/** product.md §2: high accuracy, give up after 15 s. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 0,
};

/** product.md §9: latitude and longitude to 6 decimals (about 0.1 m). */
export function formatCoordinate(degrees: number): string {
  return degrees.toFixed(6);
}

interface SiteDetailsProps {
  value: SiteRecord;
  onChange: (next: SiteRecord) => void;
}

/** Report extras (product.md §3): site name, section identity and the GPS position of the test. */
export function SiteDetails({ value, onChange }: SiteDetailsProps) {
  const [isLocating, setIsLocating] = useState(false);
  // Finding a position can take 15 s; whatever is typed meanwhile must not be overwritten.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  const locate = () => {
    if (isLocating) return;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      toast.error('Location Error', { description: 'Unable to get current location' });
      return;
    }
    setIsLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setIsLocating(false);
        const location: GeoLocation = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        };
        latest.current.onChange({ ...latest.current.value, location });
        toast.success('Location Captured', {
          description: `${formatCoordinate(location.latitude)}, ${formatCoordinate(location.longitude)}`,
        });
      },
      () => {
        setIsLocating(false);
        toast.error('Location Error', { description: 'Unable to get current location' });
      },
      POSITION_OPTIONS,
    );
  };

  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-lg font-bold">Site details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Site name"
          autoComplete="off"
          value={value.siteName}
          onChange={(event) => onChange({ ...value, siteName: event.target.value })}
        />
        <TextField
          label="Section identity"
          hint="Which part of the installation this test covers, e.g. Boiler house."
          autoComplete="off"
          value={value.sectionIdentity}
          onChange={(event) => onChange({ ...value, sectionIdentity: event.target.value })}
        />
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          variant="secondary"
          aria-disabled={isLocating}
          aria-busy={isLocating}
          className="aria-disabled:opacity-70 sm:w-auto"
          onClick={locate}
        >
          {isLocating ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <MapPin aria-hidden="true" />
          )}
          {isLocating ? 'Getting Location…' : 'Get Current Location'}
        </Button>
        <LocationReadout location={value.location} />
      </div>
    </fieldset>
  );
}

function LocationReadout({ location }: { location: GeoLocation | null }) {
  if (!location) {
    return <p className="text-base text-slate-700">No location recorded.</p>;
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-base tabular-nums">
      <dt className="font-semibold text-slate-800">Latitude</dt>
      <dd>{formatCoordinate(location.latitude)}</dd>
      <dt className="font-semibold text-slate-800">Longitude</dt>
      <dd>{formatCoordinate(location.longitude)}</dd>
    </dl>
  );
}
