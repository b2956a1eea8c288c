import { ExternalLink } from '../components/external-link';
import type { LegalSection } from '../components/legal-section';

/** Privacy Policy, part 2: security, retention, sharing and transfers abroad. */
export const PRIVACY_HANDLING_SECTIONS: readonly LegalSection[] = [
  {
    id: 'security',
    title: 'How we keep information safe',
    body: (
      <>
        <ul>
          <li>
            <strong>Encryption in transit.</strong> Every connection to PipeProof uses HTTPS (TLS),
            so information cannot be read or changed on its way between your device and our servers.
          </li>
          <li>
            <strong>Hashed passwords.</strong> Passwords are stored only as salted one-way hashes,
            never in readable form.
          </li>
          <li>
            <strong>Secure sessions.</strong> Your sign-in is held in a cookie that scripts on the
            page cannot read and that is only sent over secure connections. Logging out ends the
            session on our servers, not just in your browser.
          </li>
          <li>
            <strong>Access controls.</strong> Your jobs, records, certificates, logo and signature
            belong to your account. Every request is checked on our servers: that you are signed in,
            that the information is yours, and that your plan includes the feature. The app in your
            browser is never trusted to decide these things.
          </li>
          <li>
            <strong>Server-side checks.</strong> Calculations are run again on our servers before a
            result is saved or a certificate is issued, and uploaded images are checked and
            re-processed before they are stored, so that nothing hidden travels with them.
          </li>
          <li>
            <strong>Limits on repeated requests</strong> protect sign-in, uploads and feedback from
            automated attacks.
          </li>
          <li>
            <strong>Staff access.</strong> Only the people who run and support PipeProof can reach
            its systems, and only as far as their work needs.
          </li>
        </ul>
        <p>
          No system is perfectly secure. If a breach of personal information is likely to put your
          rights at risk, we will report it to the Information Commissioner&apos;s Office within 72
          hours of becoming aware of it, and tell you without undue delay if the risk to you is
          high.
        </p>
        <p>
          You can help too: use a password you don&apos;t use anywhere else, and log out on shared
          devices.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details</strong> (name, email, sign-in details, plan, company branding,
            logo and signature): for as long as your account exists. When you delete your account,
            we delete them within 30 days, except as set out below.
          </li>
          <li>
            <strong>Jobs, test records and certificates</strong>: while your account exists; you can
            delete a job, but a certificate already issued is kept as it was issued, so that it can
            still be verified. After your account is closed, we keep issued certificates (with the
            logo and signature printed on them) and the test records behind them for{' '}
            <strong>6 years</strong>, then delete them.
          </li>
          <li>
            <strong>Payment and billing records</strong>: 6 years from the end of the financial year
            they relate to, as UK tax law requires.
          </li>
          <li>
            <strong>Emails we send</strong> (password resets, address confirmations, certificates
            you email to your customers): each message is deleted 30 days after it is sent. The
            record that you emailed a certificate, to whom and when, stays with the certificate.
          </li>
          <li>
            <strong>Technical logs</strong>: 30 days, unless a log is needed for longer to
            investigate a specific security incident.
          </li>
          <li>
            <strong>Feedback</strong>: up to 3 years, or until you ask us to remove yours. Deleting
            your account removes the link between your feedback and your account, not the feedback
            itself.
          </li>
        </ul>
        <h3>Why we keep certificates after an account closes</h3>
        <p>
          A certificate is the record that a gas installation was tested or purged, and with what
          result. The engineer, the customer, a later engineer, an insurer or an investigator may
          need to check it long after the job, and its verification link lets anyone holding it
          confirm that it is genuine. Six years matches the usual time limit for bringing a claim in
          contract or negligence in England and Wales, so records remain available for as long as
          questions about the work are most likely to arise.
        </p>
        <p>
          If you would rather we deleted them sooner, email us and we will delete them, unless we
          are required by law to keep them, in which case we will tell you. Keep your own copies
          first: you may need them.
        </p>
        <p>
          Deleted information may remain in backup copies for a short time until those copies are
          overwritten. We do not use it in the meantime.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share information with',
    body: (
      <>
        <p>We share personal information only with the following, and only what each needs:</p>
        <ul>
          <li>
            <strong>Stripe</strong>, which takes payments and manages subscriptions for us. Card
            details go directly to Stripe, and its{' '}
            <ExternalLink href="https://stripe.com/privacy">privacy policy</ExternalLink> covers
            them.
          </li>
          <li>
            <strong>Google or another single sign-on provider</strong>, only if you choose to sign
            in with it. It tells us that you have signed in and gives us your name, email address
            and an account identifier. Its own privacy policy covers what it does.
          </li>
          <li>
            <strong>Hosting providers</strong>, who run the servers, database and file storage that
            PipeProof uses, under contract and only on our instructions.
          </li>
          <li>
            <strong>People you choose to share with.</strong> Certificates and reports you print,
            download or send go wherever you send them. Anyone who has a certificate&apos;s
            verification link can use it to confirm that the certificate is genuine.
          </li>
          <li>
            <strong>Authorities and advisers</strong>, when the law requires it (for example a court
            order or HM Revenue &amp; Customs), to protect someone&apos;s safety, or our own
            professional advisers, who must keep it confidential.
          </li>
        </ul>
        <p>
          If PipeProof is ever sold or merged with another organisation, your information would pass
          to the new owner under the commitments in this policy, and we would tell you before that
          happened.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <>
        <p>
          Some of our service providers, including Stripe and Google, are based in or use services
          in other countries, including the United States. When personal information leaves the UK,
          we make sure it is protected to the standard UK law requires, either because:
        </p>
        <ul>
          <li>
            the UK Government has found that the country protects personal information adequately
            (for example, the European Economic Area, or US companies certified under the UK
            Extension to the EU-US Data Privacy Framework); or
          </li>
          <li>
            the transfer is covered by the Information Commissioner&apos;s International Data
            Transfer Agreement, or by the UK Addendum to the EU standard contractual clauses.
          </li>
        </ul>
        <p>You can ask us for details of the safeguards that apply.</p>
      </>
    ),
  },
];
