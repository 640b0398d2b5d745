import { CatalogueResults } from '#app/features/catalogue/catalogue-results.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('catalogue-results', CatalogueResults);
