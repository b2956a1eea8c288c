import { Route, Routes } from 'react-router';
import { RequireSignedIn } from './guards/require-signed-in';
import { RootRoute } from './guards/root-route';
import { SignedOutOnly } from './guards/signed-out-only';
import { AppLayout } from './layout/app-layout';
import { HomePage, LandingPage } from './entry-pages';
import { lazyPage, type LazyPageComponent } from './lazy-page';

// Every page is its own chunk, loaded on first visit (architecture.md §4: ≤ 160 KB gzip first-load
// JavaScript); the service worker precaches them all for offline use (decision 0420).
const SignInPage = lazyPage(() => import('../features/auth/components/sign-in-page'), 'SignInPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyPage(
  () => import('../features/auth/components/verify-email-page'),
  'VerifyEmailPage',
);
const CommercialPage = lazyPage(
  () => import('../features/calculator/components/commercial-page'),
  'CommercialPage',
);
const IndustrialPage = lazyPage(
  () => import('../features/calculator/components/industrial-page'),
  'IndustrialPage',
);
const DomesticPage = lazyPage(() => import('../features/domestic'), 'DomesticPage');
const CalcPage = lazyPage(
  () => import('../features/quick-calc/components/quick-calc-page'),
  'QuickCalcPage',
);
const ReferencePage = lazyPage(
  () => import('../features/reference/components/reference-page'),
  'ReferencePage',
);
const SubscribePage = lazyPage(
  () => import('../features/subscribe/components/subscribe-page'),
  'SubscribePage',
);
const AccountPage = lazyPage(
  () => import('../features/account/components/account-page'),
  'AccountPage',
);
const SettingsPage = lazyPage(
  () => import('../features/settings/components/settings-page'),
  'SettingsPage',
);
const PrivacyPage = lazyPage(() => import('../features/legal/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../features/legal/terms-page'), 'TermsPage');
const ConsultancyPage = lazyPage(
  () => import('../features/consultancy/consultancy-page'),
  'ConsultancyPage',
);
const FeedbackPage = lazyPage(() => import('../features/feedback/feedback-page'), 'FeedbackPage');
const VerifyPage = lazyPage(
  () => import('../features/verify/components/verify-page'),
  'VerifyPage',
);
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

/**
 * The pages whose HTML names their chunks (ROUTE_PAGES in build/route-html.ts, decision 0846), by
 * path. Their code is on its way with the HTML's, so the first render waits for it and draws the
 * page itself rather than the router's spinner (main.tsx, decision 0851).
 */
export const PAGES_NAMED_IN_HTML: Readonly<Record<string, LazyPageComponent>> = {
  '/commercial': CommercialPage,
  '/domestic': DomesticPage,
  '/sign-in': SignInPage,
};

/**
 * The same for the signed-out copies of the pages' HTML, which also carry the page's first screen
 * (FIRST_SCREEN_PAGES in build/route-html.ts, decision 0853): '/' is the landing page there.
 */
export const PAGES_NAMED_IN_SIGNED_OUT_HTML: Readonly<Record<string, LazyPageComponent>> = {
  ...PAGES_NAMED_IN_HTML,
  '/': LandingPage,
};

/** Every route of product.md §2 with its availability rule. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<RootRoute />} />
        <Route
          path="landing"
          element={
            <SignedOutOnly>
              <LandingPage />
            </SignedOutOnly>
          }
        />
        <Route path="home" element={<HomePage />} />
        <Route path="commercial" element={<CommercialPage />} />
        <Route path="industrial" element={<IndustrialPage />} />
        <Route path="domestic" element={<DomesticPage />} />
        <Route path="calculations" element={<ReferencePage />} />
        <Route path="subscribe" element={<SubscribePage />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="consultancy" element={<ConsultancyPage />} />
        <Route path="feedback" element={<FeedbackPage />} />
        <Route path="verify" element={<VerifyPage />} />
        <Route path="verify/:number" element={<VerifyPage />} />
        <Route element={<RequireSignedIn />}>
          <Route path="calc" element={<CalcPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="settings" element={<SettingsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
