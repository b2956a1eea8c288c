import { SUPPORT_EMAIL } from '../legal-constants';

/** The support address as a mail link, for use inside running text. */
export function SupportEmailLink({ subject }: { subject?: string }) {
  const href = subject
    ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`
    : `mailto:${SUPPORT_EMAIL}`;
  return <a href={href}>{SUPPORT_EMAIL}</a>;
}
