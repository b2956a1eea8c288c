import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { isCodeFetchFailure } from '../lib/code-fetch-failure';
import { newReleaseReload } from '../lib/new-release-reload';

interface PageErrorBoundaryProps {
  children: ReactNode;
}

interface PageErrorBoundaryState {
  /** Why the page is not shown: its code could not be fetched, or it failed otherwise. */
  failure: 'code' | 'other' | null;
}

/**
 * What a page shows when it cannot be shown, typically because its code did not load: no signal
 * and not yet on the device, or a new release whose one reload has already happened
 * (docs/decisions/0420). Without it React would empty the whole screen. Any other failure of the
 * page is said without the advice to check the connection (0914). The button reloads the page as
 * the browser's own would: the draft is kept.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { failure: isCodeFetchFailure(error) ? 'code' : 'other' };
  }

  override render() {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    // The new build is on its way: a message now would only flash.
    if (newReleaseReload.isReloading()) return null;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-bold">
          {failure === 'code' ? 'This page could not be loaded' : 'This page could not be shown'}
        </h1>
        <p className="mt-3 text-base text-slate-800">
          {failure === 'code'
            ? 'Check your connection and reload.'
            : 'Something went wrong on our side. Reload to try again.'}
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}
