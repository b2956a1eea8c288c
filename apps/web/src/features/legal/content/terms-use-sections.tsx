import { TriangleAlert } from 'lucide-react';
import type { LegalSection } from '../components/legal-section';
import { SupportEmailLink } from '../components/support-email-link';

/** Terms of Service, part 1: who may use PipeProof, the safety notice, and accounts. */
export const TERMS_USE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-may-use',
    title: 'Who may use PipeProof',
    body: (
      <>
        <p>PipeProof is a professional tool for gas engineers. You may use it only if:</p>
        <ul>
          <li>you are 18 or over;</li>
          <li>
            you are a competent gas engineer, registered with Gas Safe Register for the work you
            carry out, and trained and experienced in testing and purging the kind of installation
            you use PipeProof for; and
          </li>
          <li>you follow the safety notice below.</li>
        </ul>
        <p>
          If you use PipeProof for a business, you confirm that you are allowed to accept these
          terms for it. Visitors who try the calculator without an account are bound by these terms
          too.
        </p>
      </>
    ),
  },
  {
    id: 'safety-notice',
    title: 'Safety notice',
    body: (
      <div className="mt-4 rounded-xl border-2 border-amber-600 bg-amber-50 p-4 text-amber-950 sm:p-5">
        <p className="mt-0! flex items-start gap-2 font-bold">
          <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-700" />
          Read this before you rely on any result.
        </p>
        <ul>
          <li>PipeProof is for competent gas engineers only.</li>
          <li>
            Every strength test, tightness test and purge must comply with{' '}
            <strong>IGE/UP/1 Edition 2 +A: 2005</strong> and, for installations within its scope,{' '}
            <strong>IGE/UP/1A</strong>.
          </li>
          <li>
            A <strong>DSEAR risk assessment</strong> (under the Dangerous Substances and Explosive
            Atmospheres Regulations 2002) is required before testing or purging, and its controls
            must be in place.
          </li>
          <li>
            PipeProof assists with calculations, timing and records. It does not replace your
            training, competence and judgement, the standards themselves, manufacturers&apos;
            instructions or site rules.
          </li>
          <li>
            <strong>You remain responsible</strong> for the test or purge, for checking that the
            parameters PipeProof gives suit the installation, for the readings you enter and for
            every certificate you issue and sign.
          </li>
          <li>
            If a figure looks wrong, or the installation is outside what PipeProof covers, stop and
            work from the standard.
          </li>
        </ul>
      </div>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          Give accurate details and keep them up to date, including the name and Gas Safe
          registration number you put on certificates.
        </li>
        <li>
          An account is for one person. Don&apos;t share your sign-in: each engineer who issues
          certificates needs their own account.
        </li>
        <li>
          Keep your password safe, and tell us straight away at <SupportEmailLink /> if you think
          someone else has used your account.
        </li>
        <li>
          You are responsible for what is done with your account, unless it happened because of our
          failure to keep it secure.
        </li>
      </ul>
    ),
  },
];
