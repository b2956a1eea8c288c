import {
  ClipboardCheck,
  Flame,
  Gauge,
  GraduationCap,
  PencilRuler,
  Settings2,
  type LucideIcon,
} from 'lucide-react';

export interface ConsultancyService {
  title: string;
  summary: string;
  icon: LucideIcon;
}

/** What the consultancy offers (product.md §2 Consultancy), described plainly, without claims. */
export const CONSULTANCY_SERVICES: readonly ConsultancyService[] = [
  {
    title: 'Pipework design reviews',
    summary:
      'A second pair of eyes on new, extended or altered pipework before work starts: sizing and pressure loss, materials and routing, isolation valves, ventilation, and where test and purge points should go.',
    icon: PencilRuler,
  },
  {
    title: 'Commissioning support',
    summary:
      'Planning and on-site support when a new or altered installation is brought into service: sequencing the work, checking paperwork, and being there for the tests, purges and first light-up.',
    icon: ClipboardCheck,
  },
  {
    title: 'Test and purge procedures',
    summary:
      'Written strength, tightness, let-by and purge procedures to IGE/UP/1 and IGE/UP/1A for a specific installation: test pressures and durations, purge volumes and flow rates, vent points, and the controls your DSEAR risk assessment calls for.',
    icon: Gauge,
  },
  {
    title: 'Combustion and burner advice',
    summary:
      'Help with burner set-up and combustion performance on commercial and industrial appliances and process plant: flue gas analysis, air and gas ratios, turndown, ventilation and flues, and tracing faults.',
    icon: Flame,
  },
  {
    title: 'Controls and safety systems',
    summary:
      'Advice on gas trains and burner controls: safety shut-off valves, valve proving, pressure switches, flame supervision and interlocks, and how they fit the risk assessment for the site.',
    icon: Settings2,
  },
  {
    title: 'Training',
    summary:
      'Practical sessions for engineers and supervisors on testing and purging to IGE/UP/1 and IGE/UP/1A, working safely around gas, and using PipeProof on site.',
    icon: GraduationCap,
  },
];

/** What helps us understand an enquiry; shown as a checklist. */
export const ENQUIRY_CHECKLIST: readonly string[] = [
  'The type of site and installation, and whether it is new, being extended or altered, or existing',
  'The gas, and the operating pressure',
  'Approximate pipe sizes, lengths and meters (results from the PipeProof calculator help)',
  'Any drawings, schematics or existing procedures',
  'Where the site is, and when you need the work done',
];
