/**
 * The step calculator's public door (architecture.md §5): the /commercial and /industrial pages.
 * The router loads each page lazily by its own path, so neither route downloads the other
 * (decisions 0413, 0641). What the calculators share is calculator-core's, not this feature's.
 * /domestic takes a job over 0.035 m³ to the Commercial Calculator through it (decision 0868),
 * importing it when the engineer asks.
 */
export { CommercialPage } from './components/commercial-page';
export { IndustrialPage } from './components/industrial-page';
export {
  prepareCommercialCarryOver,
  type CommercialCarryOver,
} from './engine/prepare-commercial-carry-over';
