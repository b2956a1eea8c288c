import { ComingSoonPage } from './coming-soon-page';

export function IndustrialPage() {
  return (
    <ComingSoonPage title="Industrial Calculator" subtitle="All pipe sizes, IGE/UP/1 standard">
      <p className="mt-2 text-base text-slate-800">
        When it arrives, the industrial calculator will be part of the Professional plan.
      </p>
    </ComingSoonPage>
  );
}
