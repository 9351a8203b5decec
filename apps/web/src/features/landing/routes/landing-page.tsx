import { PublicLayout } from '@/components/public-layout.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { Hero } from '../components/hero.tsx';
import { HowItWorksSection } from '../components/how-it-works-section.tsx';
import { useScrollToHash } from '../hooks/use-scroll-to-hash.ts';

/** SPEC §1, §2: the public landing page at '/'. */
export function LandingPage() {
  useScrollToHash();
  return (
    <PublicLayout>
      <title>Chairside: shift scheduling for dental practices</title>
      <Hero />
      <FeaturesSection />
      <HowItWorksSection />
    </PublicLayout>
  );
}
