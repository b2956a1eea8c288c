import type { InstallationType, OperationType } from '@pipeproof/engine';
import { isLineAction, reduceLines, type LineRules } from '../../calculator-core';
import type { QuickCalcAction } from './quick-calc-actions';
import type { QuickCalcDraft, QuickCalcForm } from './quick-calc-form';

/**
 * The earlier form's line rules (product.md §5, decision 0620 #12): a meter row with a quantity of
 * 0 or less is dropped (and says so) rather than counted as 1; a length left blank stays blank.
 */
export const QUICK_CALC_LINE_RULES: LineRules = {
  meterQuantity: 'drop-below-one',
  showBlankLengthAsZero: false,
};

/**
 * product.md §4: Strength Test and Existing are mutually exclusive; the form disables the conflicting
 * choice, and should one be made anyway the other is cleared.
 */
function selectInstallationType(
  form: QuickCalcForm,
  installationType: InstallationType,
): QuickCalcForm {
  const clearsStrength = installationType === 'existing' && form.operationType === 'Strength Test';
  return {
    ...form,
    installationType,
    operationType: clearsStrength ? 'Tightness Test' : form.operationType,
  };
}

function selectOperationType(form: QuickCalcForm, operationType: OperationType): QuickCalcForm {
  const clearsExisting = operationType === 'Strength Test' && form.installationType === 'existing';
  return {
    ...form,
    operationType,
    installationType: clearsExisting ? null : form.installationType,
  };
}

function withForm(draft: QuickCalcDraft, form: QuickCalcForm): QuickCalcDraft {
  return form === draft.form ? draft : { ...draft, form };
}

/** The /calc form's one reducer: every change to it goes through here (decision 0653). */
export function quickCalcReducer(draft: QuickCalcDraft, action: QuickCalcAction): QuickCalcDraft {
  if (isLineAction(action)) {
    return withForm(draft, reduceLines(draft.form, action, QUICK_CALC_LINE_RULES));
  }
  switch (action.type) {
    case 'set-text':
      return withForm(draft, { ...draft.form, [action.field]: action.value });
    case 'set-parameters':
      return withForm(draft, { ...draft.form, ...action.patch });
    case 'set-installation-type':
      return withForm(draft, selectInstallationType(draft.form, action.value));
    case 'set-operation-type':
      return withForm(draft, selectOperationType(draft.form, action.value));
    case 'show-result':
      return {
        ...draft,
        result: action.result,
        // The same operation again keeps the readings taken; another one starts without.
        readings:
          draft.result?.request.project.operationType ===
          action.result.request.project.operationType
            ? draft.readings
            : {},
      };
    case 'set-readings':
      return { ...draft, readings: action.readings };
    case 'mark-timed': {
      const { result } = draft;
      const timedKinds = result?.timedKinds ?? [];
      return result?.id !== action.resultId || timedKinds.includes(action.kind)
        ? draft
        : { ...draft, result: { ...result, timedKinds: [...timedKinds, action.kind] } };
    }
    case 'set-site':
      return { ...draft, site: action.site };
    case 'set-job-field':
      return { ...draft, job: { ...draft.job, [action.field]: action.value } };
    case 'job-queued':
      return { ...draft, job: action.job };
    case 'job-refusal-dismissed':
      // The next 'Save as Job' or certificate press sends the job again (decision 0920).
      return { ...draft, job: { ...draft.job, sentKey: null } };
  }
}
