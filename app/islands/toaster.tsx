import { DeferredToaster } from '#app/components/ui/deferred-toaster.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/toaster';

hydrateIslands('toaster', DeferredToaster, texts);
