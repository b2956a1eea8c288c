import { MailWarning } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/session';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { EMAIL_VERIFICATION_BANNER_MESSAGES as MESSAGES } from '../email-verification-banner-messages';

/**
 * Under the header for a signed-in engineer whose address is not verified (decision 0811): what
 * to do, and 'Resend link'. In the page's flow (never over it), so no field is covered.
 */
export function EmailVerificationBanner({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const resend = useSendVerificationEmail();
  const onResend = () =>
    resend.mutate(
      { email: user.email },
      {
        onSuccess: () =>
          toast.success(MESSAGES.sentTitle, { description: MESSAGES.sent(user.email) }),
        onError: (error) => {
          // Verified meanwhile (another tab, another device): the banner goes with the new answer.
          if (error instanceof ApiError && error.body?.field === 'email') {
            void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
          }
        },
      },
    );
  const failure =
    resend.error instanceof ApiError
      ? resend.error.userMessage
      : resend.error
        ? 'We could not send the link. Check your signal or connection and try again.'
        : null;
  return (
    <section
      aria-labelledby="email-verification-title"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <MailWarning aria-hidden="true" className="size-6 shrink-0" />
        <p className="min-w-0 flex-1 basis-60 text-base">
          <strong id="email-verification-title" className="font-semibold">
            {MESSAGES.bannerTitle}
          </strong>{' '}
          <span className="break-words">{MESSAGES.bannerBody(user.email)}</span>
        </p>
        <Button variant="secondary" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? MESSAGES.resending : MESSAGES.resend}
        </Button>
        <p role="status" className="w-full text-base font-medium empty:hidden">
          {resend.isSuccess ? MESSAGES.sent(user.email) : (failure ?? '')}
        </p>
      </div>
    </section>
  );
}
