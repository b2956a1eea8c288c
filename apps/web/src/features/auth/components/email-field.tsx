import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { TextField } from '../../../components/ui/text-field';

type EmailFieldProps = Omit<ComponentPropsWithoutRef<typeof TextField>, 'label' | 'type'>;

/**
 * The 'Email' field of the sign-in, create-account and forgot-password forms: the phone's email
 * keyboard, no capital or spelling fix-ups, and the browser's saved address offered.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>((props, ref) => (
  <TextField
    ref={ref}
    label="Email"
    type="email"
    autoComplete="email"
    inputMode="email"
    autoCapitalize="none"
    spellCheck={false}
    {...props}
  />
));
EmailField.displayName = 'EmailField';
