import type { LucideIcon } from 'lucide-react';
import { Factory, FileCheck, Gauge, Smartphone, Timer, Wind } from 'lucide-react';

interface Feature {
  title: string;
  text: string;
  Icon: LucideIcon;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Strength, tightness and let-by',
    text: 'Test pressure, stabilisation time, test duration and maximum pressure drop to IGE/UP/1 and IGE/UP/1A.',
    Icon: Gauge,
  },
  {
    title: 'Purging',
    text: 'Purge volume, minimum flow rate and maximum purge time for hose and stack purges, air to gas or gas to air.',
    Icon: Wind,
  },
  {
    title: 'Timer and readings',
    text: 'A built-in countdown for stabilisation and test periods. Enter your readings and see PASS or FAIL at once.',
    Icon: Timer,
  },
  {
    title: 'Certificates',
    text: 'Printable reports and PDF certificates with the job, pipework, meters, readings, verdicts and your signature.',
    Icon: FileCheck,
  },
  {
    title: 'Commercial and industrial',
    text: 'Commercial installations up to 1 m³, and industrial pipework in steel up to 300 mm on the Professional plan.',
    Icon: Factory,
  },
  {
    title: 'Made for site',
    text: 'Works on a phone in a plant room or basement: large buttons for gloved hands and high-contrast screens.',
    Icon: Smartphone,
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="text-3xl font-bold tracking-tight">
        Everything the test needs
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-brand" />
            <h3 className="mt-3 text-lg font-bold">{title}</h3>
            <p className="mt-1 text-base text-slate-800">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
