import { ExternalLink } from '../components/external-link';
import type { LegalSection } from '../components/legal-section';
import { SupportEmailLink } from '../components/support-email-link';

/** Privacy Policy, part 3: cookies, your rights, children, changes and contact. */
export const PRIVACY_RIGHTS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'cookies',
    title: 'Cookies and storage on your device',
    body: (
      <>
        <p>
          PipeProof uses <strong>one cookie</strong>: a session cookie, set when you sign in, that
          tells our servers the requests come from you. It is strictly necessary, because signing in
          cannot work without it, and it ends when you log out or the session expires.
        </p>
        <p>
          We use <strong>no analytics, advertising or tracking cookies</strong>, and no third-party
          trackers. Because strictly necessary cookies do not need consent under UK law (the Privacy
          and Electronic Communications Regulations), we don&apos;t show a cookie banner.
        </p>
        <p>
          The app also keeps some things in your browser&apos;s own storage, on that device only:
        </p>
        <ul>
          <li>
            while you are signed in, your name, email address, plan and engineer details, so the app
            knows you without a signal; and whether anyone was signed in when it last asked our
            servers, so it opens at once;
          </li>
          <li>
            the jobs you are working on in the calculators, their test timers, and readings you
            enter while offline, until they have been sent to our servers. When you log out or your
            session ends, your work left on the device is locked (encrypted) until you sign in there
            again;
          </li>
          <li>
            the plan you picked before signing in, until you have signed in; the page to return to
            after printing a certificate; and the calculator you used last;
          </li>
          <li>the app&apos;s own files, so the calculators work without a signal.</li>
        </ul>
        <p>
          Clearing your browser data removes these, including any offline readings not yet sent.
        </p>
        <p>
          When you pay, Stripe&apos;s checkout pages are on Stripe&apos;s own website and use
          Stripe&apos;s cookies for security and fraud prevention, under Stripe&apos;s policy.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong>: ask for a copy of the personal information we hold about you.
            You can download it yourself at any time with &lsquo;Download my data&rsquo; on the
            Account page: one ZIP file of your account details and sign-ins, plan history, jobs and
            test records, certificates, company branding, logo and signature, and the feedback you
            sent while signed in. For anything it does not include, such as our technical logs,
            email us.
          </li>
          <li>
            <strong>Correction (rectification)</strong>: have information that is wrong or
            incomplete put right. You can change most details yourself: account details on the
            Account page, and company and engineer details in Company Settings.
          </li>
          <li>
            <strong>Deletion (erasure)</strong>: ask us to delete your information. You can delete
            your account yourself from your account settings. Where we must or may keep something,
            such as billing records or certificates (see{' '}
            <a href="#retention">How long we keep information</a>), we will tell you what and why.
          </li>
          <li>
            <strong>Portability</strong>: receive the information you gave us in a structured,
            commonly used, machine-readable format (such as JSON or CSV), or have us send it to
            another provider where that is technically possible. &lsquo;Download my data&rsquo;
            gives it to you in JSON, with your certificates as PDF files.
          </li>
          <li>
            <strong>Objection</strong>: object to our using your information on the basis of
            legitimate interests. We will stop unless we have compelling grounds that override your
            interests, or need it to make or defend a legal claim.
          </li>
          <li>
            <strong>Restriction</strong>: ask us to pause using your information while a concern,
            such as its accuracy, is sorted out.
          </li>
          <li>
            <strong>Withdrawing consent</strong>: where we rely on your consent, such as your
            browser&apos;s permission to read your location, you can withdraw it at any time in your
            browser settings. This does not affect what was done before.
          </li>
        </ul>

        <h3>How to use your rights</h3>
        <p>
          Email <SupportEmailLink subject="Data protection request" /> from the address on your
          account and say which right you want to use. We may ask you to confirm your identity
          before we act. We will reply within one month. If a request is complex, or you make
          several, we may take up to two further months, and we will tell you why within the first
          month. There is normally no charge.
        </p>

        <h3>Complaints</h3>
        <p>
          If you are unhappy with how we have handled your information, please tell us first so that
          we can try to put it right. You also have the right to complain to the Information
          Commissioner&apos;s Office (ICO), the UK&apos;s data protection regulator:{' '}
          <ExternalLink href="https://ico.org.uk/make-a-complaint/">
            ico.org.uk/make-a-complaint
          </ExternalLink>{' '}
          or 0303 123 1113.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        PipeProof is a professional tool for gas engineers and is not meant for anyone under 18. We
        do not knowingly collect information about children.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our service or the law changes, and the date at the top
        shows when it last changed. If we make a significant change, such as collecting a new kind
        of information or using it for a new purpose, we will tell you by email or with a notice in
        the app before the change takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For questions about this policy or your information, or to use any of your rights, email{' '}
        <SupportEmailLink subject="Privacy question" />.
      </p>
    ),
  },
];
