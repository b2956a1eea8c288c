import { Link } from 'react-router';
import { LegalDocument } from './components/legal-document';
import { TERMS_BILLING_SECTIONS } from './content/terms-billing-sections';
import { TERMS_CLOSING_SECTIONS } from './content/terms-closing-sections';
import { TERMS_CONTENT_SECTIONS } from './content/terms-content-sections';
import { TERMS_USE_SECTIONS } from './content/terms-use-sections';
import { TERMS_LAST_UPDATED } from './legal-constants';

const TERMS_SECTIONS = [
  ...TERMS_USE_SECTIONS,
  ...TERMS_BILLING_SECTIONS,
  ...TERMS_CONTENT_SECTIONS,
  ...TERMS_CLOSING_SECTIONS,
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          These terms are the agreement between you and PipeProof for using the PipeProof web app
          and its subscriptions. By creating an account or using PipeProof you accept them. Please
          read them, especially the <a href="#safety-notice">safety notice</a> and the{' '}
          <a href="#liability">limits on our liability</a>. Our{' '}
          <Link to="/privacy">Privacy Policy</Link> explains how we handle personal information.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
