import '@testing-library/jest-dom/vitest';

// jsdom lays nothing out, so it has no scrollIntoView; the screens call it to show a field in error.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => undefined;
