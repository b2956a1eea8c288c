import { Link } from 'react-router';
import type { LegalSection } from '../components/legal-section';

/** Terms of Service, part 3: your content, intellectual property, availability and liability. */
export const TERMS_CONTENT_SECTIONS: readonly LegalSection[] = [
  {
    id: 'your-content',
    title: 'Your information and content',
    body: (
      <ul>
        <li>
          You own the information you enter: jobs, readings, certificates and branding. You allow us
          to store, copy and process it only to run PipeProof for you, including producing your
          certificates and their verification links, and as our{' '}
          <Link to="/privacy">Privacy Policy</Link> describes.
        </li>
        <li>
          You confirm that you have the right to upload your logo, signature and other material, and
          to record your customers&apos; information.
        </li>
        <li>
          By sending feedback you allow us to show it in the recent feedback list, and to act on
          your suggestions without paying you for them.
        </li>
        <li>
          Keep your own copies of the certificates you issue. We work to keep PipeProof reliable,
          but your record-keeping duties remain yours.
        </li>
      </ul>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <ul>
        <li>
          The PipeProof software, design, text and graphics belong to us or those who license them
          to us. While these terms apply, we give you a personal, non-transferable right to use
          PipeProof for your work.
        </li>
        <li>
          You may print, copy and give the certificates and reports you produce to your customers
          and anyone else who needs them.
        </li>
        <li>
          IGE/UP/1 and IGE/UP/1A are published by the Institution of Gas Engineers and Managers
          (IGEM), which owns their copyright. PipeProof applies their methods but does not reproduce
          the standards: you should have access to current copies.
        </li>
        <li>PipeProof is not connected with, or endorsed by, Gas Safe Register or IGEM.</li>
      </ul>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the service',
    body: (
      <>
        <p>
          We work to keep PipeProof available and accurate, but we cannot promise that it will
          always be available or free of errors: there may be maintenance, faults, or no signal
          where you work. Once loaded, the calculators keep working offline, and readings entered
          offline are sent when your connection returns.
        </p>
        <p>
          We may improve and change PipeProof. If a change would significantly reduce what your paid
          plan includes, we will tell you beforehand and you may cancel.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          We build PipeProof with reasonable care and skill and check its calculations against the
          published standards. But it is an aid: its results depend on what you enter, and you must
          check that they suit the installation (see the <a href="#safety-notice">safety notice</a>
          ).
        </p>
        <ul>
          <li>
            We are responsible for loss or damage you suffer that is a foreseeable result of our
            breaking these terms or failing to use reasonable care and skill. We are not responsible
            for loss that was not foreseeable.
          </li>
          <li>
            We are not responsible for loss caused by incorrect or incomplete information entered
            into PipeProof, by not following the safety notice, the standards or manufacturers&apos;
            instructions, or by events beyond our reasonable control.
          </li>
          <li>
            If you use PipeProof for business, we are not liable for loss of profit, revenue,
            business, contracts or opportunity, or for indirect or consequential loss, and our total
            liability to you for all claims in any 12-month period is limited to the greater of the
            fees you paid us in the 12 months before the claim arose and £100.
          </li>
          <li>
            Nothing in these terms limits or excludes our liability for death or personal injury
            caused by our negligence, for fraud or fraudulent misrepresentation, or for anything
            else the law does not allow us to limit or exclude.
          </li>
          <li>
            If you are a consumer, these limits apply only as far as the law allows, and they do not
            affect your legal rights.
          </li>
        </ul>
      </>
    ),
  },
];
