import '@testing-library/jest-dom/vitest';
import { setPasswordHashCost } from '#server/auth/passwords.ts';
import { messagesFor } from '#languages/catalogues.ts';

// jsdom lays nothing out, so it has no scrollIntoView; the screens call it to show a field in error.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => undefined;

// Unit and server tests hash staff passwords at a lower scrypt cost; the servers that the
// reliability and end-to-end tests start use the production cost.
setPasswordHashCost({ N: 2 ** 12, r: 8, p: 1, maxmem: 32 * 1024 * 1024 });

// Parts rendered on their own, outside a page, show the English texts (languages/messages.ts).
(globalThis as { standaloneMessages?: unknown }).standaloneMessages = messagesFor('en');
