import { useState } from 'react';
import type { Route } from './+types/home';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { productCategories, showcaseProducts } from '#app/data/catalogue.ts';
import { HeroSection } from '#app/features/home/hero-section.tsx';
import { AboutSection } from '#app/features/home/about-section.tsx';
import { ServicesSection } from '#app/features/home/services-section.tsx';
import { ProductsSection } from '#app/features/home/products-section.tsx';
import { ContactSection } from '#app/features/home/contact-section.tsx';
import { ChatLauncher } from '#app/features/chat/chat-launcher.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
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
