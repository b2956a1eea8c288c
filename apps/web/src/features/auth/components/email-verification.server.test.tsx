import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { EMAIL_LINK_EXPIRED_MESSAGE } from '@pipeproof/contracts';
import { renderApp, signInAs } from '../../../../test/render-app';
import { readMailedVerifyLink } from '../../../../test/read-mailed-link';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { EMAIL_VERIFICATION_MESSAGES as MESSAGES } from '../email-verification-messages';

/** The banner under the header (decision 0811), named by its title. */
const banner = () =>
  screen.findByRole('region', { name: MESSAGES.bannerTitle }, { timeout: 10_000 });
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/** A JWT of the right shape that the server never signed. */
const forgedToken = () =>
  `${btoa('{"alg":"HS256"}').replace(/=+$/, '')}.${btoa('{"email":"a@b.co"}').replace(/=+$/, '')}.${'A'.repeat(43)}`;

describe('the email verification banner', () => {
  it('asks a new engineer to verify, and Resend sends a new link', async () => {
    const { email } = await signUpFreshAccount('banner');
    const { user } = renderApp('/home');
    const region = await banner();
    expect(region).toHaveTextContent(`Open the link we sent to ${email} to verify it.`);
    const resend = within(region).getByRole('button', { name: 'Resend link' });
    await user.click(resend);
    expect(await screen.findByText('Link Sent')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(
      `We have sent a new link to ${email}. It works for 24 hours.`,
    );
    // Under the header, not over the page: the page's own heading is there to use.
    expect(await heading('Choose a calculator')).toBeInTheDocument();
  });

  it('is not shown to an engineer whose address is verified', async () => {
    signInAs('free');
    renderApp('/home');
    expect(await heading('Choose a calculator')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MESSAGES.bannerTitle })).not.toBeInTheDocument();
  });

  it('goes once the mailed link is followed, and the account says Verified', async () => {
    const { email } = await signUpFreshAccount('verify-link');
    const link = new URL(await readMailedVerifyLink(email));
    renderApp(`${link.pathname}${link.search}`);
    expect(await heading(MESSAGES.verified.title)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.verified.body);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: MESSAGES.bannerTitle })).not.toBeInTheDocument(),
    );
    cleanup();
    renderApp('/account');
    const details = await screen.findByRole(
      'region',
      { name: 'Your details' },
      { timeout: 10_000 },
    );
    expect(within(details).getByText('Verified')).toBeInTheDocument();
  });
});

describe('/verify-email', () => {
  it('says a link the server never sent cannot be used', async () => {
    renderApp(`/verify-email?token=${forgedToken()}`);
    expect(await heading(MESSAGES.failedTitle)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_EXPIRED_MESSAGE);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('says a link without its token is not complete, without asking the server', async () => {
    renderApp('/verify-email');
    expect(await heading(MESSAGES.failedTitle)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.linkInvalid);
  });
});
