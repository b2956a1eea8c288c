import { LegalDocument } from './components/legal-document';
import { PRIVACY_COLLECTION_SECTIONS } from './content/privacy-collection-sections';
import { PRIVACY_HANDLING_SECTIONS } from './content/privacy-handling-sections';
import { PRIVACY_RIGHTS_SECTIONS } from './content/privacy-rights-sections';
import { PRIVACY_LAST_UPDATED } from './legal-constants';

const PRIVACY_SECTIONS = [
  ...PRIVACY_COLLECTION_SECTIONS,
  ...PRIVACY_HANDLING_SECTIONS,
  ...PRIVACY_RIGHTS_SECTIONS,
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          This policy explains what personal information PipeProof collects, why, how long we keep
          it and the rights you have over it under UK data protection law: the UK General Data
          Protection Regulation (UK GDPR) and the Data Protection Act 2018. We have kept it as short
          and plain as we can.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
