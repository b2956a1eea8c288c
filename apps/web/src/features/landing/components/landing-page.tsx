import { DocumentTitle } from '../../../components/document-title';
import { SafetyNotice } from '../../../components/safety-notice';
import { FeatureGrid } from './feature-grid';
import { LandingHero } from './landing-hero';
import { PricingSection } from './pricing-section';
import { SignInPrompt } from './sign-in-prompt';

/** The signed-out front page (product.md §2 Landing page). */
export function LandingPage() {
  return (
    <>
      <DocumentTitle title="Gas pipework testing and purging" />
      <LandingHero />
      <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-12 sm:px-6">
        <FeatureGrid />
        <PricingSection />
        <SignInPrompt />
        <SafetyNotice />
      </div>
    </>
  );
}
