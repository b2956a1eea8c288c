import type { Tier } from './tier';

/**
 * What each tier may do (product.md §10). The one policy both the server and the web app read:
 * the server enforces it on every request, the web app only reflects it.
 */
export interface TierPolicy {
  readonly label: string;
  /** Header badge letter(s), product.md §2: F, B, Pr, P. */
  readonly badge: string;
  readonly pricePerMonthGbp: number;
  readonly canUseIndustrial: boolean;
  /** Largest nominal pipe size offered, mm (product.md §6: free 25, basic 80, premium 150, professional all). */
  readonly maxPipeSizeMm: number;
  readonly canPurge: boolean;
  readonly canPrintReport: boolean;
  readonly canExportPdf: boolean;
  readonly canBrand: boolean;
  /** Marketing lines for the pricing cards, in the product's words. */
  readonly features: readonly string[];
}

export const TIER_POLICY = {
  free: {
    label: 'Free',
    badge: 'F',
    pricePerMonthGbp: 0,
    canUseIndustrial: false,
    maxPipeSizeMm: 25,
    canPurge: false,
    canPrintReport: false,
    canExportPdf: false,
    canBrand: false,
    features: [
      'Commercial calculator',
      'Pipes up to 1 inch (25 mm)',
      'Strength, let-by and tightness tests',
      'On-screen results',
    ],
  },
  basic: {
    label: 'Basic',
    badge: 'B',
    pricePerMonthGbp: 1,
    canUseIndustrial: false,
    maxPipeSizeMm: 80,
    canPurge: false,
    canPrintReport: true,
    canExportPdf: false,
    canBrand: false,
    features: [
      'Commercial calculator',
      'Pipes up to 3 inch (80 mm)',
      'Strength, let-by and tightness tests',
      'Printable test reports',
    ],
  },
  premium: {
    label: 'Premium',
    badge: 'Pr',
    pricePerMonthGbp: 2,
    canUseIndustrial: false,
    maxPipeSizeMm: 150,
    canPurge: true,
    canPrintReport: true,
    canExportPdf: true,
    canBrand: false,
    features: [
      'Commercial calculator',
      'Pipes up to 6 inch (150 mm)',
      'All tests including purge',
      'Printable reports and PDF certificates',
      'Priority support',
    ],
  },
  professional: {
    label: 'Professional',
    badge: 'P',
    pricePerMonthGbp: 5,
    canUseIndustrial: true,
    maxPipeSizeMm: 300,
    canPurge: true,
    canPrintReport: true,
    canExportPdf: true,
    canBrand: true,
    features: [
      'Commercial and industrial calculators',
      'All pipe sizes (steel to 300 mm, copper to 159 mm)',
      'All tests including purge',
      'PDF certificates',
      'Company branding: logo, colours, signature',
      'White-label certificates',
    ],
  },
} as const satisfies Record<Tier, TierPolicy>;

export function getTierPolicy(tier: Tier): TierPolicy {
  return TIER_POLICY[tier];
}
