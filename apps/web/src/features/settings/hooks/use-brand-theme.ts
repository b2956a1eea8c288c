import { useEffect } from 'react';
import { useUser } from '../../../lib/session';
import { useCompanyBranding } from '../api/company-branding-query';
import { toAccessibleBrandColor } from '../model/accessible-brand-color';

/**
 * Professional users see the app in their company colours (product.md §7: primaryColor and
 * secondaryColor drive the theme): the brand colours are CSS custom properties (styles.css) that
 * every `brand` utility reads. Everyone else, and a signed-out visitor, gets PipeProof's.
 * Called once, by the app layout.
 */
export function useBrandTheme(): void {
  const { data: user } = useUser();
  const isProfessional = user?.subscriptionTier === 'professional';
  const { data: branding } = useCompanyBranding({ enabled: isProfessional });
  const primary = isProfessional && branding ? toAccessibleBrandColor(branding.primaryColor) : null;
  const secondary =
    isProfessional && branding ? toAccessibleBrandColor(branding.secondaryColor) : null;

  useEffect(() => {
    const style = document.documentElement.style;
    setOrRemove(style, '--brand-primary', primary);
    setOrRemove(style, '--brand-secondary', secondary);
  }, [primary, secondary]);
}

function setOrRemove(style: CSSStyleDeclaration, name: string, value: string | null): void {
  if (value) style.setProperty(name, value);
  else style.removeProperty(name);
}
