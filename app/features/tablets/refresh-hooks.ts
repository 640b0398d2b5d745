declare global {
  interface Window {
    /** Functions other parts of a page register to hear that the tablet catalogue changed. */
    __tabletRefreshHooks?: Array<() => void>;
  }
}

export const tabletsChangedEvent = 'tablets:changed';

/** Tells the rest of the page that the tablet catalogue changed (SPEC §7: the global refresh hooks). */
export function notifyTabletsChanged(): void {
  window.dispatchEvent(new CustomEvent(tabletsChangedEvent));
  const hooks = window.__tabletRefreshHooks;
  if (!Array.isArray(hooks)) return;
  for (const hook of hooks) {
    if (typeof hook !== 'function') continue;
    try {
      hook();
    } catch (error) {
      // One broken listener must not stop the others or the save that already succeeded.
      console.error('A tablet refresh hook failed', error);
    }
  }
}
