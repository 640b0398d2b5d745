import { useCallback, useState } from 'react';
import type { Route } from './+types/home';
import { definePage } from '#app/lib/page.ts';
import { catalogueEntries, ingredientNames, showcaseProducts } from '#app/data/catalogue.ts';
import { productCategories } from '#app/data/product-categories.ts';
import { HeroSection } from '#app/features/home/hero-section.tsx';
import { ServicesSection } from '#app/features/home/services-section.tsx';
import { ProductsSection } from '#app/features/home/products-section.tsx';
import type { ShowcaseSlide } from '#app/features/home/product-carousel.tsx';
import { ChatLauncher } from '#app/features/chat/chat-launcher.tsx';
import { hydrateLater } from '#app/lib/hydrate-later.tsx';

// Below the first screen: their code loads while the page hydrates (app/lib/hydrate-later.tsx).
const AboutSection = hydrateLater('about', () =>
  import('#app/features/company/about-section.tsx').then((module) => module.AboutSection),
);
const ContactSection = hydrateLater('contact', () =>
  import('#app/features/company/contact-section.tsx').then((module) => module.ContactSection),
);

/** Build time: the page with the showcase slides, so the catalogue's code stays out of the home page. */
export const loader = definePage(() => {
  const entries = catalogueEntries();
  const slides: ShowcaseSlide[] = showcaseProducts.map((product) => ({
    id: product.id,
    name: product.name,
    description: product.description,
    badge: product.badge,
    ingredients: ingredientNames(product),
    path: entries.find((entry) => entry.product === product)?.path ?? '/products/supplements',
    slug: product.slug,
  }));
  return { slides };
});
export { meta } from '#app/lib/page.ts';

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  const [chatOpen, setChatOpen] = useState(false);
  const startLiveChat = useCallback(() => setChatOpen(true), []);
  return (
    <>
      <HeroSection title={entry.title} />
      <AboutSection />
      <ServicesSection />
      <ProductsSection products={loaderData.slides} categories={productCategories} />
      <ContactSection onStartLiveChat={startLiveChat} />
      <ChatLauncher open={chatOpen} onOpenChange={setChatOpen} />
    </>
  );
}
