import {
  Component,
  createElement,
  lazy,
  Suspense,
  type ComponentType,
  type ReactNode,
} from 'react';
import { asCodeFetchFailure, isCodeFetchFailure } from '../lib/code-fetch-failure';
import { newReleaseReload } from '../lib/new-release-reload';
import { Button } from './ui/button';

/**
 * Counts the times a part was asked for afresh: a `PartBoundary` mounting, or its 'Try again'. A
 * part whose load failed fetches again only after that; a redraw after the failure meets the
 * failure, or a page with no signal would fetch in a loop.
 */
let attempt = 0;

/**
 * React.lazy for a module's named export: a part of a page whose code loads when it is first shown
 * (a dialog, the results), drawn inside a `PartBoundary`, which says so when the code cannot be
 * fetched. React.lazy alone keeps a failed load for good; this fetches again on the next attempt
 * (decision 0906).
 */
export function lazyPart<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  let failedIn: number | null = null;
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: (await load())[name] as ComponentType<object> };
      } catch (error) {
        failedIn = attempt;
        throw asCodeFetchFailure(error);
      }
    });
  let code = fresh();
  return ((props: object) => {
    if (failedIn !== null && failedIn < attempt) {
      failedIn = null;
      code = fresh();
    }
    return createElement(code, props);
  }) as M[K];
}

interface PartBoundaryProps {
  /** Shown while the part's code comes. */
  loading?: ReactNode;
  /**
   * For a dialog: what its own cancel does. If its code cannot come, the message offers this as a
   * second button beside 'Try again', so a press is never left unanswered.
   */
  onClose?: () => void;
  /** That button's name when it is not a plain close ('Undo Last Change'). */
  closeLabel?: string;
  children: ReactNode;
}

interface PartBoundaryState {
  /** Why the part is not shown: its code could not be fetched, or it failed otherwise. */
  failure: 'code' | 'other' | null;
}

/**
 * Where a `lazyPart` is drawn. If its code cannot be fetched, it says so and offers 'Try again'; the
 * rest of the page and everything typed stay (decision 0906). A part that fails for another reason
 * is caught the same way, without the advice to check the connection (decision 0914): it is the
 * part that cannot be shown, not the page.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { failure: null };

  constructor(props: PartBoundaryProps) {
    super(props);
    attempt += 1;
  }

  static getDerivedStateFromError(error: unknown): PartBoundaryState {
    return { failure: isCodeFetchFailure(error) ? 'code' : 'other' };
  }

  override render() {
    const { loading = null, onClose, closeLabel, children } = this.props;
    const { failure } = this.state;
    if (failure === null) return <Suspense fallback={loading}>{children}</Suspense>;
    // The new build is on its way (decision 0420): a message now would only flash.
    if (newReleaseReload.isReloading()) return null;
    const retry = () => {
      attempt += 1;
      this.setState({ failure: null });
    };
    // A dialog's message stands over the page at the foot of the screen, as the dialog would have
    // stood over it: the dialog's own place in the page can be far from where the engineer looks.
    return (
      <div
        role="alert"
        className={`${onClose ? 'fixed inset-x-3 bottom-3 z-50 mx-auto max-w-lg shadow-lg ' : ''}rounded-lg border border-amber-300 bg-amber-50 p-4`}
      >
        <p className="text-base font-semibold">
          {failure === 'code'
            ? 'This part could not be loaded. Check your connection and try again.'
            : 'This part could not be shown. Try again.'}
        </p>
        <Button className="mt-3 mr-3" onClick={retry}>
          Try again
        </Button>
        {onClose ? (
          <Button variant="secondary" className="mt-3" onClick={onClose}>
            {closeLabel ?? 'Close'}
          </Button>
        ) : null}
      </div>
    );
  }
}
