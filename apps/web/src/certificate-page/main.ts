import { wireCertificatePage } from './wire-certificate-page';

// Built as /certificate-page.js (vite.config.ts), outside the app's bundles.
wireCertificatePage(document, () => window.sessionStorage);
