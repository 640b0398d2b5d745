/** An island's texts in the language of the islands build (vite.islands.config.ts, app/islands/island-texts.ts). */
declare module 'virtual:island-texts/*' {
  const texts: import('#languages/messages.ts').PageMessages;
  export default texts;
}
