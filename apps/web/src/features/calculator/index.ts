/**
 * The step calculator's public door (architecture.md §5): the /commercial and /industrial pages.
 * The router loads each page lazily by its own path, so neither route downloads the other
 * (decisions 0413, 0641). What the calculators share is calculator-core's, not this feature's.
 */
export { CommercialPage } from './components/commercial-page';
export { IndustrialPage } from './components/industrial-page';
