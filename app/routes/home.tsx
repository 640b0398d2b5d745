import type { Route } from './+types/home';
import { definePage } from '#app/pages/page-loader.ts';
import { ingredientNames } from '#catalogue/catalogue.ts';
import { productCategories } from '#catalogue/product-categories.ts';
import { pathInLocale } from '#languages/locales.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { localiseCategory } from '#app/data/localise-catalogue.ts';
import { pageCatalogue } from '#app/data/page-catalogue.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { HeroSection } from '#app/features/home/hero-section.tsx';
import { ServicesSection } from '#app/features/home/services-section.tsx';
import { ProductsSection } from '#app/features/home/products-section.tsx';
import type { ShowcaseSlide } from '#app/features/home/product-carousel.tsx';
import { AboutSection } from '#app/features/company/about-section.tsx';
import { ContactSection } from '#app/features/company/contact-section.tsx';
import { LiveChat } from '#app/features/chat/live-chat.tsx';
import { DeferredToaster } from '#app/components/ui/deferred-toaster.tsx';
import { Island } from '#app/lib/island.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

const homePage = definePage();

/** The page with the showcase's slides from the product master, so the catalogue's code stays out of the home page. */
export async function loader(args: Route.LoaderArgs) {
  const data = await homePage(args);
  const { page } = data;
  const catalogue = await pageCatalogue(args.context.get(liveDataContext));
  const { entries, showcase, localise } = catalogue;
  const messages = messagesFor(page.locale);
  const slides: ShowcaseSlide[] = showcase.map((english) => {
    const product = localise(english, page.locale);
    const path =
      entries.find((entry) => entry.product.slug === english.slug)?.path ?? '/products/supplements';
    return {
      id: product.id,
      name: product.name,
      description: product.description,
      badge: product.badge,
      ingredients: ingredientNames(product),
      path: pathInLocale(path, page.locale),
      slug: product.slug,
      ...(product.packShot === undefined ? {} : { packShot: product.packShot }),
    };
  });
  const categories = productCategories.map((category) => localiseCategory(category, messages, page.locale));
  return { ...data, slides, categories };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): the three carousels, the message form, the chat. */
export const handle = islandsPageHandle;

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return (
    <>
      <HeroSection title={entry.title} />
      <AboutSection />
      <ServicesSection />
      <ProductsSection products={loaderData.slides} categories={loaderData.categories} />
      <ContactSection />
      <Island name="live-chat" component={LiveChat} props={{}} />
      <Island name="toaster" component={DeferredToaster} props={{}} />
    </>
  );
}
