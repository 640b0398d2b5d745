import { StoryCarousel } from '#app/features/company/story-carousel.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/story-carousel';

hydrateIslands('story-carousel', StoryCarousel, texts);
