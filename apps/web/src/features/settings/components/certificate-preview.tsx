import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, isHexColor } from '@pipeproof/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { contrastWithWhite } from '../model/accessible-brand-color';
import type { BrandingFormValues } from '../model/branding-form';

/** product.md §2: the sample shown is a tightness test at 32 mbar with no drop: PASS. */
const SAMPLE = { testPressureMbar: 32, actualDropMbar: 0, result: 'PASS' } as const;

/**
 * Live Preview of a sample gas system test certificate in the form's current branding (product.md §2).
 * Colours as typed when they are valid hex, else the defaults; header text in white or ink,
 * whichever reads better on the primary colour.
 */
export function CertificatePreview({ values }: { values: BrandingFormValues }) {
  const primary = isHexColor(values.primaryColor.trim())
    ? values.primaryColor.trim()
    : DEFAULT_PRIMARY_COLOR;
  const secondary = isHexColor(values.secondaryColor.trim())
    ? values.secondaryColor.trim()
    : DEFAULT_SECONDARY_COLOR;
  const headerInk = contrastWithWhite(primary) >= 3 ? '#ffffff' : '#0f172a';
  const companyName = values.companyName.trim() || 'Your company name';
  const contact = [values.companyPhone, values.companyEmail, values.companyWebsite]
    .map((part) => part.trim())
    .filter(Boolean);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preview</CardTitle>
        <CardDescription>A sample certificate with your branding, as you type.</CardDescription>
      </CardHeader>
      <CardContent>
        <figure
          aria-label="Sample gas system test certificate"
          className="overflow-hidden rounded-lg border border-slate-300 bg-white text-slate-900 shadow-sm"
        >
          <div
            className="flex items-center gap-3 p-4"
            style={{ backgroundColor: primary, color: headerInk }}
          >
            {values.logoUrl ? (
              <img
                src={values.logoUrl}
                alt=""
                className="h-12 max-w-28 shrink-0 rounded bg-white object-contain p-1"
              />
            ) : null}
            <div className="min-w-0">
              <p className="text-lg leading-tight font-bold break-words">{companyName}</p>
              <p className="text-sm font-semibold">Gas System Test Certificate</p>
            </div>
          </div>
          <div className="flex flex-col gap-3 p-4 text-sm">
            {values.companyAddress.trim() || contact.length > 0 ? (
              <div className="text-slate-700">
                {values.companyAddress.trim() ? (
                  <p className="whitespace-pre-line">{values.companyAddress.trim()}</p>
                ) : null}
                {contact.length > 0 ? <p className="break-words">{contact.join(' · ')}</p> : null}
              </div>
            ) : null}
            <h3 className="border-l-4 pl-2 text-base font-bold" style={{ borderColor: secondary }}>
              Tightness Test
            </h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <dt>Test pressure</dt>
              <dd className="text-right font-semibold">{SAMPLE.testPressureMbar} mbar</dd>
              <dt>Actual pressure drop</dt>
              <dd className="text-right font-semibold">{SAMPLE.actualDropMbar} mbar</dd>
              <dt>Result</dt>
              <dd className="text-right">
                <span className="rounded bg-green-700 px-2 py-0.5 font-bold text-white">
                  {SAMPLE.result}
                </span>
              </dd>
            </dl>
            <div className="flex items-end justify-between gap-3 border-t border-slate-200 pt-3">
              <div>
                <p className="font-semibold">{values.engineerName.trim() || 'Engineer name'}</p>
                <p className="text-slate-700">Gas Safe No. {values.gasSafeNumber.trim() || '—'}</p>
              </div>
              {values.engineerSignatureUrl ? (
                <img
                  src={values.engineerSignatureUrl}
                  alt="Engineer signature"
                  className="h-12 w-32 object-contain"
                />
              ) : null}
            </div>
          </div>
          {values.footerText.trim() ? (
            <figcaption
              className="px-4 py-2 text-xs whitespace-pre-line"
              style={{
                backgroundColor: secondary,
                color: contrastWithWhite(secondary) >= 4.5 ? '#ffffff' : '#0f172a',
              }}
            >
              {values.footerText.trim()}
            </figcaption>
          ) : null}
        </figure>
      </CardContent>
    </Card>
  );
}
