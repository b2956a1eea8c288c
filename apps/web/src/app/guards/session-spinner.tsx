import { Spinner } from '../../components/ui/spinner';

/** Shown while the session loads (product.md §2). */
export function SessionSpinner() {
  return <Spinner label="Checking your sign-in…" className="min-h-[50vh]" />;
}
