import { DeferredToaster } from '#app/components/ui/deferred-toaster.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('toaster', DeferredToaster);
