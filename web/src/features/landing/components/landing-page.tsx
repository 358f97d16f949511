import type { PublicStats } from "@grindstone/shared";
import { CtaSection } from "./cta-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { SignOutNotice } from "./sign-out-notice.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { TopicsSection } from "./topics-section.tsx";

/**
 * The public landing page (spec §2.2). Its numbers and topics come from the database (`stats`, passed in by the
 * route, undefined while loading); everything else is copy about features that exist.
 */
export function LandingPage({ notice, stats }: { notice?: string; stats?: PublicStats }) {
  return (
    <div className="-mt-16">
      {notice ? <SignOutNotice text={notice} /> : null}
      <HeroSection stats={stats} />
      <FeaturesSection />
      <TopicsSection topics={stats?.topics} />
      <CtaSection />
      <SiteFooter topics={stats?.topics} />
    </div>
  );
}
