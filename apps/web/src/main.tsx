import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PageErrorBoundary } from './app/page-error-boundary';
import { reloadOnFailedPreload } from './lib/new-release-reload';
import './styles.css';

// Before anything renders: a page open across a deploy reloads into it (docs/decisions/0420).
reloadOnFailedPreload();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
const reactRoot = createRoot(root);
// As a transition, the first render is done in slices that leave the main thread free between
// them, instead of one long task a cheap phone cannot answer a tap during (decision 0234).
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      {/* Last resort for what fails outside a page, such as a dialog in the header. */}
      <PageErrorBoundary>
        <App />
      </PageErrorBoundary>
    </StrictMode>,
  );
});
