import { StoryCarousel } from '#app/features/company/story-carousel.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('story-carousel', StoryCarousel);
