import { CtaSection } from "./cta-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { TopicsSection } from "./topics-section.tsx";

/** The public landing page (spec §2.2). Static content only: it makes no API calls. */
export function LandingPage() {
  return (
    <div className="-mt-16">
      <HeroSection />
      <FeaturesSection />
      <TopicsSection />
      <CtaSection />
      <SiteFooter />
    </div>
  );
}
