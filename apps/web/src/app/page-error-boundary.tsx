import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { newReleaseReload } from '../lib/new-release-reload';

interface PageErrorBoundaryProps {
  children: ReactNode;
}

interface PageErrorBoundaryState {
  hasFailed: boolean;
}

/**
 * What a page shows when it cannot be shown, typically because its code did not load: no signal
 * and not yet on the device, or a new release whose one reload has already happened
 * (docs/decisions/0420). Without it React would empty the whole screen. The button reloads the
 * page as the browser's own would: the draft is kept.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): PageErrorBoundaryState {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    // The new build is on its way: a message now would only flash.
    if (newReleaseReload.isReloading()) return null;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-bold">This page could not be loaded</h1>
        <p className="mt-3 text-base text-slate-800">Check your connection and reload.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}
