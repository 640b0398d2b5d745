import { ResearchAreas } from '#app/features/services/research-areas.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('research-areas', ResearchAreas);
