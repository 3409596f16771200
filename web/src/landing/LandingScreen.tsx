import { Box } from '@mantine/core';
import { BenefitsSection } from './BenefitsSection';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { PricingSection } from './PricingSection';
import { TestimonialSection } from './TestimonialSection';
import { VideoSection } from './VideoSection';

/** The page for visitors; section order as in docs/accounts-plans-credits.md (Users and roles). */
export function LandingScreen() {
  return (
    <Box>
      <LandingHeader onLanding />
      <Box component="main" id="main">
        <HeroSection />
        <VideoSection />
        <TestimonialSection />
        <BenefitsSection />
        <FeaturesSection />
        <HowItWorksSection />
        <FaqSection />
        <PricingSection />
      </Box>
      <LandingFooter />
    </Box>
  );
}
