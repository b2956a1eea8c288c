/**
 * The certificates feature's public door: what other features may use (architecture.md §5).
 * Issuing, printing and downloading a job's certificate, and the list of the user's certificates.
 */
export { CertificateActions } from './components/certificate-actions';
export { CertificateList } from './components/certificate-list';
