import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Route } from './+types/home';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { productCategories, showcaseProducts } from '#app/data/catalogue.ts';
import { HeroSection } from '#app/features/home/hero-section.tsx';
import { AboutSection } from '#app/features/home/about-section.tsx';
import { ServicesSection } from '#app/features/home/services-section.tsx';
import { ProductsSection } from '#app/features/home/products-section.tsx';
import { ContactSection } from '#app/features/home/contact-section.tsx';
import { ChatLauncher } from '#app/features/chat/chat-launcher.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function HomeRoute() {
  const entry = pageFor(useLocation().pathname);
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <>
      <HeroSection title={entry.title} />
      <AboutSection />
      <ServicesSection />
      <ProductsSection products={showcaseProducts} categories={productCategories} />
      <ContactSection onStartLiveChat={() => setChatOpen(true)} />
      <ChatLauncher open={chatOpen} onOpenChange={setChatOpen} />
    </>
  );
}
