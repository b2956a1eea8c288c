import { useState } from 'react';
import { toast } from '../../../lib/toast';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { uploadSignature } from '../api/upload-signature';
import type { BrandingFormErrors, BrandingFormValues } from '../model/branding-form';
import { SETTINGS_MESSAGES } from '../model/settings-messages';
import { SignaturePad } from './signature-pad';
import { TypedSignature } from './typed-signature';

interface EngineerDetailsCardProps {
  values: BrandingFormValues;
  errors: BrandingFormErrors;
  onChange: (change: Partial<BrandingFormValues>) => void;
  /** The signature was uploaded and saved on the server (engineerSignatureUrl). */
  onSignatureSaved: (url: string) => void;
}

/** product.md §2 Default Engineer Details: name, Gas Safe registration number and signature. */
export function EngineerDetailsCard({
  values,
  errors,
  onChange,
  onSignatureSaved,
}: EngineerDetailsCardProps) {
  const [isSaving, setIsSaving] = useState(false);

  async function saveSignature(png: Blob) {
    setIsSaving(true);
    try {
      const url = await uploadSignature(png);
      onSignatureSaved(url);
      toast.success(SETTINGS_MESSAGES.signatureSaved.title, {
        description: SETTINGS_MESSAGES.signatureSaved.description,
      });
    } catch {
      toast.error(SETTINGS_MESSAGES.signatureFailed.title, {
        description: SETTINGS_MESSAGES.signatureFailed.description,
      });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Default Engineer Details</CardTitle>
        <CardDescription>
          Filled into job details when both the engineer name and Gas Safe number are empty, and
          printed on certificates.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Engineer name"
            name="engineerName"
            autoComplete="name"
            value={values.engineerName}
            error={errors.engineerName}
            onChange={(event) => onChange({ engineerName: event.target.value })}
          />
          <TextField
            label="Gas Safe registration number"
            name="gasSafeNumber"
            inputMode="numeric"
            autoComplete="off"
            value={values.gasSafeNumber}
            error={errors.gasSafeNumber}
            onChange={(event) => onChange({ gasSafeNumber: event.target.value })}
          />
        </div>
        <section aria-labelledby="signature-heading" className="flex flex-col gap-2">
          <h3 id="signature-heading" className="text-base font-bold">
            Engineer signature
          </h3>
          <p className="text-sm text-slate-700">
            {values.engineerSignatureUrl
              ? 'A signature is saved. Draw or type a new one to replace it.'
              : 'No signature saved yet. Draw one below, or type your name instead.'}
          </p>
          <Tabs defaultValue="draw">
            <TabsList aria-label="How to sign">
              <TabsTrigger value="draw">Draw</TabsTrigger>
              <TabsTrigger value="type">Type name</TabsTrigger>
            </TabsList>
            <TabsContent value="draw">
              <SignaturePad
                savedUrl={values.engineerSignatureUrl}
                onSave={saveSignature}
                isSaving={isSaving}
              />
            </TabsContent>
            <TabsContent value="type">
              <TypedSignature
                defaultName={values.engineerName}
                onSave={saveSignature}
                isSaving={isSaving}
              />
            </TabsContent>
          </Tabs>
        </section>
      </CardContent>
    </Card>
  );
}
