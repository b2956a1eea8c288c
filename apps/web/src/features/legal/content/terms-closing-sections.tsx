import { Link } from 'react-router';
import type { LegalSection } from '../components/legal-section';
import { SupportEmailLink } from '../components/support-email-link';

/** Terms of Service, part 4: ending the agreement, changes, law, general terms and contact. */
export const TERMS_CLOSING_SECTIONS: readonly LegalSection[] = [
  {
    id: 'termination',
    title: 'Ending your account',
    body: (
      <>
        <h3>If you want to leave</h3>
        <p>
          You can stop using PipeProof at any time, and delete your account from your account
          settings (the Account page). Deleting your account also cancels any paid subscription
          straight away, without a refund for the rest of the month, so download any certificates
          you want to keep first (&lsquo;Download my data&rsquo; on the Account page gives you a
          copy of everything your account holds).
        </p>
        <h3>What happens to your information</h3>
        <ul>
          <li>
            We delete your account details, company branding, logo and signature within 30 days.
          </li>
          <li>
            We keep certificates you issued, with the logo and signature printed on them, and the
            test records behind them, for 6 years so that they can still be checked and verified,
            unless you ask us to delete them sooner.
          </li>
          <li>We keep billing records for 6 years, as UK tax law requires.</li>
          <li>Feedback you sent stays in the recent feedback list, without any link to you.</li>
        </ul>
        <p>
          Our <Link to="/privacy#retention">Privacy Policy</Link> explains these periods and why.
        </p>
        <h3>If we need to end or suspend your account</h3>
        <p>
          We may suspend or close your account if you seriously or repeatedly break these terms
          (particularly the safety notice or acceptable use rules), if the law requires it, or to
          protect other people. We will tell you why and, where it is reasonable, give you notice
          and a chance to put things right first. If we close a paid account when you have done
          nothing wrong, we will refund the unused part of the period you paid for.
        </p>
        <p>
          If we ever stop providing PipeProof, we will give you at least 30 days&apos; notice,
          refund any payment for time after it closes, and give you the chance to download your
          records.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms, for example when we change features or prices or the law changes.
        We will tell you about significant changes by email or in the app at least 30 days before
        they take effect. If you do not agree, you can cancel before they apply; if you keep using
        PipeProof afterwards, the new terms apply to you. The date at the top shows the current
        version.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the law of England and Wales, and disputes about them will be
        dealt with by the courts of England and Wales. If you are a consumer living in Scotland or
        Northern Ireland, you may also bring proceedings in your local courts. We would always
        rather sort out a problem informally, so please contact us first.
      </p>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <ul>
        <li>
          These terms and our Privacy Policy are the whole agreement between you and us about
          PipeProof.
        </li>
        <li>If a court decides that part of these terms is invalid, the rest still applies.</li>
        <li>If we delay in enforcing these terms, we can still enforce them later.</li>
        <li>
          We may transfer this agreement to an organisation that takes over PipeProof; we will tell
          you if we do, and your rights will not be reduced.
        </li>
        <li>Nobody other than you and us has any right to enforce these terms.</li>
      </ul>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For questions about these terms, your subscription or your account, email{' '}
        <SupportEmailLink subject="Terms of Service question" />.
      </p>
    ),
  },
];
