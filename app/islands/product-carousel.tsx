import { ProductCarousel } from '#app/features/home/product-carousel.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('product-carousel', ProductCarousel);
