/** An island's texts in the language of the islands build (vite.islands.config.ts, app/islands/island-texts.ts). */
declare module 'virtual:island-texts/*' {
  import type { PageMessages } from '#languages/messages.ts';

  const texts: PageMessages;
  export default texts;
}
