import { AdverseEventForm } from '#app/features/leads/adverse-event-form.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/adverse-event-form';

hydrateIslands('adverse-event-form', AdverseEventForm, texts);
