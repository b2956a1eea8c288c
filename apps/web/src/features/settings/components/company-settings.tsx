import { useQueryClient } from '@tanstack/react-query';
import { DocumentTitle } from '../../../components/document-title';
import { FormAlert } from '../../../components/ui/form-alert';
import { Button } from '../../../components/ui/button';
import { COMPANY_BRANDING_QUERY_KEY, useCompanyBranding } from '../api/company-branding-query';
import { BrandingForm } from './branding-form';

/** The Company Settings page for a Professional user: 'Loading...', then the form (product.md §2). */
export function CompanySettings() {
  const queryClient = useQueryClient();
  const { data: branding, isPending, isError, refetch } = useCompanyBranding({ enabled: true });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title="Company Settings" />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Company Settings</h1>
      <p className="mt-2 max-w-2xl text-base text-slate-800">
        Your company details, default engineer, logo and colours for white-label certificates.
      </p>
      {isPending ? (
        <p role="status" className="mt-8 text-lg font-semibold text-slate-800">
          Loading...
        </p>
      ) : isError ? (
        <div className="mt-8 flex flex-col gap-3">
          <FormAlert message="Your company branding could not be loaded. Check your connection and try again." />
          <Button
            variant="secondary"
            className="self-start"
            onClick={() =>
              void queryClient
                .resetQueries({ queryKey: COMPANY_BRANDING_QUERY_KEY })
                .then(() => refetch())
            }
          >
            Try again
          </Button>
        </div>
      ) : (
        <BrandingForm initial={branding} />
      )}
    </div>
  );
}
