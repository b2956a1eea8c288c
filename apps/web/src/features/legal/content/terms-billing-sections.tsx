import type { LegalSection } from '../components/legal-section';
import { PlanPriceList } from '../components/plan-price-list';

/** Terms of Service, part 2: plans and billing (product.md §9), and acceptable use. */
export const TERMS_BILLING_SECTIONS: readonly LegalSection[] = [
  {
    id: 'billing',
    title: 'Plans, subscription and billing',
    body: (
      <>
        <p>PipeProof has four plans. Prices are in pounds sterling.</p>
        <PlanPriceList />
        <ul>
          <li>
            <strong>Billed monthly in advance.</strong> Paid plans are charged through Stripe, our
            card payment provider, on the day you subscribe and then on the same day each month.
            Your subscription renews automatically until you cancel it.
          </li>
          <li>
            <strong>No refunds for partial months.</strong> If you cancel or downgrade part-way
            through a month, we do not refund the unused part of that month.
          </li>
          <li>
            <strong>Cancelling.</strong> You can cancel at any time from your Account page. You keep
            your paid features until the end of the period you have paid for, and then your account
            moves to the Free plan.
          </li>
          <li>
            <strong>Upgrades take effect at once.</strong> You are charged a prorated amount for the
            rest of the current month, and the new price from your next billing date.
          </li>
          <li>
            <strong>Downgrades take effect at the end of the current billing period.</strong> Until
            then you keep the features of your current plan.
          </li>
          <li>
            <strong>Changing plan keeps your records.</strong> We do not delete saved jobs, test
            records or certificates when your plan changes, but features your new plan does not
            include, such as PDF certificates, purge calculations, the industrial calculator or
            company branding, stop being available.
          </li>
          <li>
            <strong>Failed payments.</strong> If a payment cannot be taken, Stripe will try again.
            If it still fails, we may move your account to the Free plan until it is paid.
          </li>
          <li>
            <strong>Price changes.</strong> We will give you at least 30 days&apos; notice by email
            before a price rise. It applies from your first billing date after the notice period,
            and you can cancel before then.
          </li>
        </ul>
        <h3>If you are a consumer</h3>
        <p>
          PipeProof is made for business use. If you use it as a consumer, nothing in these terms
          affects your legal rights. In particular, you may cancel a new paid subscription within 14
          days of taking it out, and we will refund what you paid less a proportionate amount for
          the days you had it.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You must not:</p>
        <ul>
          <li>
            enter readings or results you did not take, or issue a certificate for a test or purge
            that was not carried out as recorded;
          </li>
          <li>
            change a certificate after it has been issued, or issue one in the name or under the Gas
            Safe number of anyone else;
          </li>
          <li>share your account, or let others use it;</li>
          <li>
            try to reach other people&apos;s accounts or data, or get round plan limits or security
            checks;
          </li>
          <li>
            overload, probe or disrupt the service, or use automated tools to copy it or make
            repeated requests;
          </li>
          <li>
            upload anything unlawful, harmful or malicious, or logos and material you have no right
            to use;
          </li>
          <li>copy, resell or reverse-engineer the software, except as the law allows;</li>
          <li>
            post feedback that is abusive, misleading, advertises something, or contains someone
            else&apos;s personal details.
          </li>
        </ul>
        <p>
          We may remove material that breaks these rules, and may suspend or close accounts as
          described in <a href="#termination">Ending your account</a>.
        </p>
      </>
    ),
  },
];
