import { HeroCarousel } from '#app/features/home/hero-carousel.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/hero-carousel';

hydrateIslands('hero-carousel', HeroCarousel, texts);
