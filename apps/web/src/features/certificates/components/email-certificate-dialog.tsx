import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Send, WifiOff } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import {
  CERTIFICATE_EMAIL_MESSAGE_MAX_CHARS,
  CERTIFICATE_EMAIL_NO_MAIL_MESSAGE,
  EmailCertificateRequestSchema,
  type CertificateSummary,
} from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldError, Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { appConfigQueryOptions, useAppConfig } from '../../../lib/app-config';
import { applyServerError } from '../../../lib/apply-server-error';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { emailCertificate } from '../api/email-certificate';

type FormInput = z.input<typeof EmailCertificateRequestSchema>;
type FormOutput = z.output<typeof EmailCertificateRequestSchema>;

const OFFLINE =
  'Emailing a certificate needs a connection. Try again when you have signal: nothing has been sent.';

interface EmailCertificateDialogProps {
  number: string;
  /** The job's remembered customer address, or the last one it was sent to ('' for none). */
  defaultTo: string;
  onClose: () => void;
  /** After the server has queued it: the certificate with this sending listed. */
  onSent: (certificate: CertificateSummary) => void;
}

/**
 * False, having said why, when this server cannot mail customers (decision 0922): asked before a
 * certificate is issued to be mailed, so none is numbered for mail that cannot go.
 */
export async function canMailCustomers(queryClient: QueryClient): Promise<boolean> {
  const config = await queryClient.ensureQueryData(appConfigQueryOptions());
  if (config.customerMail) return true;
  toast.error('Error', { description: CERTIFICATE_EMAIL_NO_MAIL_MESSAGE });
  return false;
}

/**
 * 'Email to customer' (decision 0812): the customer's address (pre-filled from the job), a short
 * note, Send. The server checks everything again (plan, verified address, hourly limit) and its
 * refusal is shown where it belongs: next to the field, or above the form. Its own module, loaded
 * on the first press (decision 0641: no dialog or form library on the pages' first load).
 */
export function EmailCertificateDialog({
  number,
  defaultTo,
  onClose,
  onSent,
}: EmailCertificateDialogProps) {
  const isOnline = useOnlineStatus();
  // A server without SMTP would only file the mail away: say so before anything is typed.
  const { data: config } = useAppConfig();
  const noCustomerMail = config?.customerMail === false;
  const [isUnverified, setIsUnverified] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(EmailCertificateRequestSchema),
    defaultValues: { to: defaultTo, message: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setIsUnverified(false);
    try {
      const certificate = await emailCertificate(number, input);
      toast.success(`Certificate sent to ${input.to}`, {
        description: `${number} is on its way, with the PDF attached.`,
      });
      onSent(certificate);
    } catch (error) {
      // 403 FORBIDDEN here means the engineer's own address is not verified yet.
      if (error instanceof ApiError && error.body?.code === 'FORBIDDEN') setIsUnverified(true);
      applyServerError(error, setError, ['to', 'message']);
    }
  });

  const messageId = 'email-certificate-message';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* The page puts focus back on the button that was pressed (this dialog has no trigger). */}
      <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Email to customer</DialogTitle>
          <DialogDescription>
            Certificate {number} goes as a PDF, with a link the customer can use to check it.
            Replies come to you.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label="Email certificate"
        >
          {isOnline ? null : (
            <p
              role="status"
              className="flex gap-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-base font-medium text-amber-950"
            >
              <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {OFFLINE}
            </p>
          )}
          <FormAlert
            message={
              noCustomerMail ? CERTIFICATE_EMAIL_NO_MAIL_MESSAGE : errors.root?.server?.message
            }
          />
          {isUnverified ? (
            <p className="text-base text-slate-800">
              Open the link in the email we sent you, or use Resend link in the banner at the top of
              the page.{' '}
              <Link to="/account" className="font-semibold text-brand underline" onClick={onClose}>
                Go to your account
              </Link>
            </p>
          ) : null}
          <TextField
            label="Customer's email"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            error={errors.to?.message}
            {...register('to')}
          />
          <div>
            <Label htmlFor={messageId}>Message (optional)</Label>
            <Textarea
              id={messageId}
              maxLength={CERTIFICATE_EMAIL_MESSAGE_MAX_CHARS}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${messageId}-hint${errors.message ? ` ${messageId}-error` : ''}`}
              {...register('message')}
            />
            <p id={`${messageId}-hint`} className="mt-1 text-sm text-slate-700">
              A short note above the certificate details, up to{' '}
              {CERTIFICATE_EMAIL_MESSAGE_MAX_CHARS} characters.
            </p>
            <FieldError id={`${messageId}-error`}>{errors.message?.message}</FieldError>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting || !isOnline || noCustomerMail}>
              <Send aria-hidden="true" />
              {isSubmitting ? 'Sending…' : 'Send'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
