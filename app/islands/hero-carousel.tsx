import { HeroCarousel } from '#app/features/home/hero-carousel.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('hero-carousel', HeroCarousel);
