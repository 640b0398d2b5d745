import { ResearchAreas } from '#app/features/services/research-areas.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/research-areas';

hydrateIslands('research-areas', ResearchAreas, texts);
