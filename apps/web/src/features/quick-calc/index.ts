/**
 * /calc's public door (architecture.md §5): the earlier single-screen form, loaded lazily by the
 * router. It is built on calculator-core (decision 0653) and imports nothing of features/calculator.
 */
export { QuickCalcPage } from './components/quick-calc-page';
