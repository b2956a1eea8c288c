import { useId } from 'react';
import { BRANDING_TEXT_MAX_CHARS } from '@pipeproof/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FieldError, Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import type { BrandingFormErrors, BrandingFormValues } from '../model/branding-form';

interface CompanyInformationCardProps {
  values: BrandingFormValues;
  errors: BrandingFormErrors;
  onChange: (change: Partial<BrandingFormValues>) => void;
}

/** product.md §2 Company Information; companyName required, companyEmail valid or empty (product.md §5). */
export function CompanyInformationCard({ values, errors, onChange }: CompanyInformationCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company Information</CardTitle>
        <CardDescription>
          Printed on your certificates in place of PipeProof&apos;s details.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <TextField
          label="Company name (required)"
          name="companyName"
          autoComplete="organization"
          required
          maxLength={BRANDING_TEXT_MAX_CHARS.companyName}
          value={values.companyName}
          error={errors.companyName}
          onChange={(event) => onChange({ companyName: event.target.value })}
        />
        <TextArea
          label="Address"
          name="companyAddress"
          value={values.companyAddress}
          error={errors.companyAddress}
          maxLength={BRANDING_TEXT_MAX_CHARS.companyAddress}
          onChange={(companyAddress) => onChange({ companyAddress })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Phone"
            name="companyPhone"
            type="tel"
            autoComplete="tel"
            maxLength={BRANDING_TEXT_MAX_CHARS.companyPhone}
            value={values.companyPhone}
            error={errors.companyPhone}
            onChange={(event) => onChange({ companyPhone: event.target.value })}
          />
          <TextField
            label="Email"
            name="companyEmail"
            type="email"
            autoComplete="email"
            maxLength={BRANDING_TEXT_MAX_CHARS.companyEmail}
            value={values.companyEmail}
            error={errors.companyEmail}
            onChange={(event) => onChange({ companyEmail: event.target.value })}
          />
        </div>
        <TextField
          label="Website"
          name="companyWebsite"
          inputMode="url"
          autoComplete="url"
          maxLength={BRANDING_TEXT_MAX_CHARS.companyWebsite}
          value={values.companyWebsite}
          error={errors.companyWebsite}
          onChange={(event) => onChange({ companyWebsite: event.target.value })}
        />
        <TextArea
          label="Certificate footer text"
          name="footerText"
          hint="For example your company registration and VAT numbers."
          value={values.footerText}
          error={errors.footerText}
          maxLength={BRANDING_TEXT_MAX_CHARS.footerText}
          onChange={(footerText) => onChange({ footerText })}
        />
      </CardContent>
    </Card>
  );
}

function TextArea(props: {
  label: string;
  name: string;
  value: string;
  maxLength: number;
  hint?: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <Label htmlFor={id}>{props.label}</Label>
      <Textarea
        id={id}
        name={props.name}
        rows={3}
        size="md"
        value={props.value}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{props.error}</FieldError>
    </div>
  );
}
