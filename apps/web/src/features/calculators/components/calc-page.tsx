import { ComingSoonPage } from './coming-soon-page';

/** /calc: the earlier single-screen calculator form (design.md §4), signed in only. */
export function CalcPage() {
  return (
    <ComingSoonPage
      title="Calculator"
      subtitle="Purge, tightness and strength test parameters on one screen"
    />
  );
}
