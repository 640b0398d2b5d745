/**
 * npm run i18n:collect: every English text of the site by id, gathered from the code that holds it
 * (scripts/translations/source-messages.ts), written to languages/source-messages.json, where the
 * pages and the server read it. The build runs it first; npm run i18n:check fails while it is behind.
 */
import { writeSourceMessages } from './translations/source-messages.ts';

await writeSourceMessages();
