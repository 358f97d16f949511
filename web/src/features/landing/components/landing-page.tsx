import { CtaSection } from "./cta-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { SignOutNotice } from "./sign-out-notice.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { TopicsSection } from "./topics-section.tsx";

/** The public landing page (spec §2.2). Static content only: it makes no API calls. */
export function LandingPage({ notice }: { notice?: string }) {
  return (
    <div className="-mt-16">
      {notice ? <SignOutNotice text={notice} /> : null}
      <HeroSection />
      <FeaturesSection />
      <TopicsSection />
      <CtaSection />
      <SiteFooter />
    </div>
  );
}
