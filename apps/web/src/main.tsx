import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PageErrorBoundary } from './app/page-error-boundary';
import { reloadOnFailedPreload } from './lib/new-release-reload';
import './styles.css';

// Before anything renders: a page open across a deploy reloads into it (docs/decisions/0420).
reloadOnFailedPreload();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
createRoot(root).render(
  <StrictMode>
    {/* Last resort for what fails outside a page, such as a dialog in the header. */}
    <PageErrorBoundary>
      <App />
    </PageErrorBoundary>
  </StrictMode>,
);
