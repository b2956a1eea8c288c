/**
 * /domestic's public door (architecture.md §5): the IGEM/UP/1B Edition 4 calculator, loaded
 * lazily by the router. Built on calculator-core (decision 0653) and nothing of another calculator.
 */
export { DomesticPage } from './components/domestic-page';
