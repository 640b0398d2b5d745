import { CatalogueResults } from '#app/features/catalogue/catalogue-results.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/catalogue-results';

hydrateIslands('catalogue-results', CatalogueResults, texts);
