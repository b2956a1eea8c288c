import { ComingSoonPage } from './coming-soon-page';

export function CommercialPage() {
  return (
    <ComingSoonPage title="Commercial Calculator" subtitle="Up to 6 inch pipe, IGE/UP/1 standard" />
  );
}
