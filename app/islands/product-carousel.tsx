import { ProductCarousel } from '#app/features/home/product-carousel.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/product-carousel';

hydrateIslands('product-carousel', ProductCarousel, texts);
