import { SupportEmailLink } from '../components/support-email-link';
import type { LegalSection } from '../components/legal-section';
import { PurposeList } from '../components/purpose-list';

/** Privacy Policy, part 1: who we are, what we collect, why, and engineers' customer data. */
export const PRIVACY_COLLECTION_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          PipeProof is a web app that helps gas engineers calculate, time and record strength tests,
          let-by tests, tightness tests and purges of commercial and industrial gas pipework, and
          issue certificates for them. In this policy, &lsquo;PipeProof&rsquo;, &lsquo;we&rsquo; and
          &lsquo;us&rsquo; mean the people who run the PipeProof service, and &lsquo;you&rsquo;
          means anyone who uses it.
        </p>
        <p>
          We are the <strong>controller</strong> of your account details, subscription and billing
          records, feedback and technical logs. That means we decide how that information is used
          and we are responsible for looking after it.
        </p>
        <p>
          For information you record about <em>your own customers</em>, such as a customer&apos;s
          name and site address on a certificate, the position is different: see{' '}
          <a href="#customer-information">Your customers&apos; information</a>.
        </p>
        <p>
          To ask anything about this policy or your information, email{' '}
          <SupportEmailLink subject="Privacy question" />. If you have an account, please write from
          the email address you use to sign in so that we can find your records.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Your account</h3>
        <ul>
          <li>Your name and email address.</li>
          <li>
            If you sign in with an email address and password: your password, stored only as a
            salted one-way hash. A hash cannot be turned back into the password, so nobody at
            PipeProof can read it.
          </li>
          <li>
            If you sign in with Google or another single sign-on provider: the account identifier
            that provider gives us, with your name and email address. We never receive your password
            for that provider.
          </li>
          <li>
            Your sign-in sessions: when each one started and ends, and the IP address and browser it
            came from, so we can spot sign-ins that are not yours.
          </li>
        </ul>

        <h3>Your subscription and payments</h3>
        <ul>
          <li>
            Your plan (Free, Basic, Premium or Professional), when it started, and when it renews or
            ends.
          </li>
          <li>
            Payments are taken by <strong>Stripe</strong>, our card payment provider. Stripe tells
            us whether a payment succeeded, the amount and date, and gives us reference numbers for
            your Stripe customer record and subscription. Your card details go straight to Stripe:
            we never see or store your card number or security code.
          </li>
        </ul>

        <h3>Jobs, tests and certificates</h3>
        <p>To work out test parameters and produce certificates, you enter details of each job:</p>
        <ul>
          <li>job numbers, customer names, and site names, addresses or descriptions;</li>
          <li>
            the site&apos;s GPS position,{' '}
            <strong>only if you press &lsquo;Get Current Location&rsquo;</strong>. Your browser asks
            your permission first, the position is read once at that moment, and we never track your
            location in the background;
          </li>
          <li>
            details of the installation: pipe sizes and lengths, meters, room volume, gas type,
            pressures and test settings;
          </li>
          <li>the readings you take, the results (PASS or FAIL) and the certificates you issue;</li>
          <li>your name as the engineer, your Gas Safe registration number and your signature.</li>
        </ul>

        <h3>Company branding (Professional plan)</h3>
        <p>
          Your company name, address, phone number, email address, website, certificate footer text,
          brand colours and logo, and the default engineer name, Gas Safe number and signature you
          save for certificates.
        </p>

        <h3>Feedback</h3>
        <p>
          The rating and comment you send from the Feedback page, and when you sent it. Feedback is
          shown to other users in the &lsquo;Recent feedback&rsquo; list without your name or email
          address, so please don&apos;t put personal details in a comment. If you are signed in, we
          may link feedback to your account so that we can follow it up with you; if you delete your
          account, the feedback stays, without that link.
        </p>

        <h3>Technical logs</h3>
        <p>
          When your phone or computer talks to our servers, they record the IP address, the date and
          time, the page or feature requested, the browser and device type, and any error that
          occurred. We use these logs to keep PipeProof secure and working.
        </p>

        <p>
          We don&apos;t ask for, and you should not enter, sensitive information such as health
          details.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use it, and our lawful bases',
    body: (
      <>
        <p>
          UK data protection law only allows us to use personal information when we have a lawful
          basis for doing so. Here is what we use it for, and the basis for each use:
        </p>
        <PurposeList
          items={[
            {
              purpose:
                'To run your account and the service: signing you in, doing calculations, saving your jobs, test records and certificates, and applying the features of your plan.',
              basis: 'contract: we need it to provide the service you signed up for.',
            },
            {
              purpose: 'To take payments, manage your subscription and keep accounting records.',
              basis: 'contract, and legal obligation (UK tax and accounting law).',
            },
            {
              purpose:
                'To keep PipeProof secure: preventing fraud, misuse and unauthorised access, limiting repeated requests, and finding and fixing faults.',
              basis: 'legitimate interests: protecting you, other users and the service.',
            },
            {
              purpose:
                'To reply when you contact us, and to send messages about your account, billing, security or changes to our terms and this policy.',
              basis: 'contract, or legitimate interests where you contact us without an account.',
            },
            {
              purpose: 'To read feedback and decide what to improve.',
              basis: 'legitimate interests: making PipeProof better for the engineers who use it.',
            },
            {
              purpose:
                'To meet legal duties, answer lawful requests from authorities, and make or defend legal claims.',
              basis: 'legal obligation, or legitimate interests.',
            },
          ]}
        />
        <p>We do not:</p>
        <ul>
          <li>sell your personal information, or share it with anyone for their marketing;</li>
          <li>show advertising or let advertisers track you;</li>
          <li>send you marketing emails unless you have asked us to;</li>
          <li>
            make decisions about you by purely automated means that have legal or similarly
            significant effects. PASS and FAIL results are calculations that assist the engineer,
            who makes the decision.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'customer-information',
    title: "Your customers' information",
    body: (
      <>
        <p>
          When you record your customers&apos; names, site addresses and locations, and the results
          of tests on their installations, you (or the business you work for) decide why that
          information is recorded. For that information you are the controller and we act as your{' '}
          <strong>processor</strong>. This means that:
        </p>
        <ul>
          <li>
            we use it only to provide PipeProof to you, following your instructions in the app;
          </li>
          <li>
            we keep it confidential and secure as this policy describes, and only use the service
            providers listed under <a href="#sharing">Who we share information with</a>;
          </li>
          <li>
            we will help you if one of your customers asks to see, correct or delete information
            about them, and we will tell you without undue delay if we become aware of a breach
            affecting it;
          </li>
          <li>
            you are responsible for having a lawful reason to record it and for telling your
            customers how you use it, usually in your own privacy notice.
          </li>
        </ul>
        <p>
          If one of your customers contacts us directly, we will pass the request on to you where we
          can identify you.
        </p>
      </>
    ),
  },
];
