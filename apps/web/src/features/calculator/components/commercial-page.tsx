import { CalculatorPage } from './calculator-page';

/** /commercial: IGE/UP/1A, installation volume up to 1 m³ (product.md §2). */
export function CommercialPage() {
  return (
    <CalculatorPage
      calculatorType="commercial"
      title="Commercial Calculator"
      subtitle="up to 6 inch pipe, IGE/UP/1 standard"
    />
  );
}
