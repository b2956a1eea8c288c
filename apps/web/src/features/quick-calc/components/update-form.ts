import type { QuickCalcForm } from '../model/quick-calc-form';

/** How a card changes the form: a pure update of the whole form (model/form-updates.ts). */
export type UpdateForm = (change: (form: QuickCalcForm) => QuickCalcForm) => void;
