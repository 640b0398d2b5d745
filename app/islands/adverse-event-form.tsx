import { AdverseEventForm } from '#app/features/leads/adverse-event-form.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('adverse-event-form', AdverseEventForm);
