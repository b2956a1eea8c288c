import { useRef, useState, type FormEvent } from 'react';
import { LoaderCircle, Save } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { isHexColor, type CompanyBranding } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { COMPANY_BRANDING_QUERY_KEY } from '../api/company-branding-query';
import { useSaveCompanyBranding } from '../api/save-company-branding';
import { OFFLINE_MESSAGE } from '../../../lib/apply-server-error';
import { fetchOnDemand } from '../../../lib/fetch-on-demand';
import {
  firstInvalidField,
  type BrandingField,
  type BrandingFormErrors,
  type BrandingFormValues,
} from '../model/branding-form';
import { SETTINGS_MESSAGES } from '../model/settings-messages';
import { BrandColorsCard } from './brand-colors-card';
import { CertificatePreview } from './certificate-preview';
import { CompanyInformationCard } from './company-information-card';
import { EngineerDetailsCard } from './engineer-details-card';
import { LogoCard } from './logo-card';

const INVALID_HEX = 'Invalid hex color';

/** The check before saving, fetched when the form is first focused or saved (decision 0878). */
const fetchBrandingCheck = fetchOnDemand(() => import('../model/check-branding-form'));
const preloadBrandingCheck = () => void fetchBrandingCheck().catch(() => undefined);

/** Colours are checked as they are typed; the other fields when saving. */
function liveColorErrors(values: BrandingFormValues): BrandingFormErrors {
  return {
    ...(isHexColor(values.primaryColor.trim()) ? {} : { primaryColor: INVALID_HEX }),
    ...(isHexColor(values.secondaryColor.trim()) ? {} : { secondaryColor: INVALID_HEX }),
  };
}

/** The four cards, the live preview and Save (product.md §2 Company Settings, §7). */
export function BrandingForm({ initial }: { initial: CompanyBranding }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<BrandingFormValues>(initial);
  const [errors, setErrors] = useState<BrandingFormErrors>({});
  const save = useSaveCompanyBranding();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [checkProblem, setCheckProblem] = useState<string>();
  const isSubmittingRef = useRef(false);
  const shownErrors = { ...errors, ...liveColorErrors(values) };

  function change(update: Partial<BrandingFormValues>) {
    setValues((current) => ({ ...current, ...update }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(update) as BrandingField[]) delete next[field];
      return next;
    });
  }

  /** Logo and signature uploads are saved on the server at once: keep the cache in step. */
  function imageSaved(update: Pick<Partial<CompanyBranding>, 'logoUrl' | 'engineerSignatureUrl'>) {
    change(update);
    queryClient.setQueryData<CompanyBranding>(COMPANY_BRANDING_QUERY_KEY, (cached) =>
      cached ? { ...cached, ...update } : cached,
    );
  }

  function focusField(field: BrandingField) {
    const element = formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    element?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second press while the first is checked and saved is ignored; the ref covers the moment
    // before the busy button is drawn.
    if (isSubmittingRef.current) return;
    isSubmittingRef.current = true;
    setIsSubmitting(true);
    try {
      await checkAndSave();
    } finally {
      isSubmittingRef.current = false;
      setIsSubmitting(false);
    }
  }

  async function checkAndSave() {
    let checkBrandingForm;
    try {
      ({ checkBrandingForm } = await fetchBrandingCheck());
    } catch {
      // Said beside Save: with no signal the toasts' own code may not be on the device either.
      setCheckProblem(OFFLINE_MESSAGE);
      return;
    }
    setCheckProblem(undefined);
    const check = checkBrandingForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = firstInvalidField(check.errors);
      if (first) focusField(first);
      return;
    }
    try {
      const saved = await save.mutateAsync(check.request);
      setValues(saved);
      setErrors({});
      toast.success(SETTINGS_MESSAGES.saved.title);
    } catch (error) {
      const body = error instanceof ApiError ? error.body : null;
      const message =
        error instanceof ApiError ? error.userMessage : 'Failed to save. Please try again.';
      toast.error(SETTINGS_MESSAGES.saveFailed.title, { description: message });
      const field = body?.field as BrandingField | undefined;
      if (field && field in values) {
        setErrors({ [field]: message });
        focusField(field);
      }
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={preloadBrandingCheck}
      onSubmit={submit}
      className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <CompanyInformationCard values={values} errors={shownErrors} onChange={change} />
        <EngineerDetailsCard
          values={values}
          errors={shownErrors}
          onChange={change}
          onSignatureSaved={(engineerSignatureUrl) => imageSaved({ engineerSignatureUrl })}
        />
        <LogoCard
          logoUrl={values.logoUrl}
          onUploaded={(logoUrl) => imageSaved({ logoUrl })}
          onRemove={() => change({ logoUrl: '' })}
        />
        <BrandColorsCard values={values} errors={shownErrors} onChange={change} />
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
        <CertificatePreview values={values} />
        <FormAlert message={checkProblem} />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {isSubmitting ? 'Saving...' : 'Save Company Branding'}
        </Button>
      </div>
    </form>
  );
}
