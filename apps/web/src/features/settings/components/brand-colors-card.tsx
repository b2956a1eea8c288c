import { useState } from 'react';
import { LoaderCircle, Pipette } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, isHexColor } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { applyExtractedColors } from '../model/apply-extracted-colors';
import type { BrandingFormErrors, BrandingFormValues } from '../model/branding-form';
import { extractColors, type ExtractedColor } from '../model/extract-colors';
import { ImageLoadError, loadImagePixels } from '../model/load-image-pixels';
import { SETTINGS_MESSAGES } from '../model/settings-messages';
import { ColorField } from './color-field';
import { ExtractedColorsList } from './extracted-colors-list';

interface BrandColorsCardProps {
  values: BrandingFormValues;
  errors: BrandingFormErrors;
  onChange: (change: Partial<BrandingFormValues>) => void;
}

/** product.md §2 Brand Colors: pickers with hex text, and colours taken from the logo (product.md §4, §9). */
export function BrandColorsCard({ values, errors, onChange }: BrandColorsCardProps) {
  const [extracted, setExtracted] = useState<ExtractedColor[]>([]);
  const [isExtracting, setIsExtracting] = useState(false);
  const [lastValid, setLastValid] = useState({
    primaryColor: isHexColor(values.primaryColor) ? values.primaryColor : DEFAULT_PRIMARY_COLOR,
    secondaryColor: isHexColor(values.secondaryColor)
      ? values.secondaryColor
      : DEFAULT_SECONDARY_COLOR,
  });

  function change(field: 'primaryColor' | 'secondaryColor', value: string) {
    if (isHexColor(value.trim())) setLastValid((valid) => ({ ...valid, [field]: value.trim() }));
    onChange({ [field]: value });
  }

  async function extract() {
    if (!values.logoUrl) {
      toast.error(SETTINGS_MESSAGES.noLogo.title, {
        description: SETTINGS_MESSAGES.noLogo.description,
      });
      return;
    }
    setIsExtracting(true);
    try {
      const colors = extractColors(await loadImagePixels(values.logoUrl));
      setExtracted(colors);
      const next = applyExtractedColors(values, colors);
      setLastValid((valid) => ({
        primaryColor: isHexColor(next.primaryColor) ? next.primaryColor : valid.primaryColor,
        secondaryColor: isHexColor(next.secondaryColor)
          ? next.secondaryColor
          : valid.secondaryColor,
      }));
      onChange(next);
      toast.success(SETTINGS_MESSAGES.colorsExtracted.title, {
        description: SETTINGS_MESSAGES.colorsExtracted.description(colors.length),
      });
    } catch (error) {
      toast.error(SETTINGS_MESSAGES.extractionFailed.title, {
        description:
          error instanceof ImageLoadError
            ? error.message
            : SETTINGS_MESSAGES.extractionFailed.description,
      });
    } finally {
      setIsExtracting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Brand Colors</CardTitle>
        <CardDescription>
          Used on your certificates, and across the app while you are signed in.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField
            label="Primary color"
            name="primaryColor"
            value={values.primaryColor}
            fallback={lastValid.primaryColor}
            error={errors.primaryColor}
            onChange={(value) => change('primaryColor', value)}
          />
          <ColorField
            label="Secondary color"
            name="secondaryColor"
            value={values.secondaryColor}
            fallback={lastValid.secondaryColor}
            error={errors.secondaryColor}
            onChange={(value) => change('secondaryColor', value)}
          />
        </div>
        <Button
          variant="secondary"
          className="sm:self-start"
          disabled={isExtracting}
          onClick={() => void extract()}
        >
          {isExtracting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Pipette aria-hidden="true" />
          )}
          Extract Colors from Logo
        </Button>
        {extracted.length > 0 ? (
          <ExtractedColorsList
            colors={extracted}
            onSetPrimary={(hex) => change('primaryColor', hex)}
            onSetSecondary={(hex) => change('secondaryColor', hex)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
