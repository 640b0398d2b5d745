import type { CatalogueMentions } from '#app/data/answers/catalogue-mentions.ts';
import { pageResources } from '#contract/page-resources.ts';

/**
 * What the replies say of the catalogue, as the server renders it from the product master
 * (app/routes/chat-catalogue-json.ts): read as a JSON module when the chat first opens, so no page
 * carries it and no request code is needed.
 */
export async function importChatCatalogue(): Promise<CatalogueMentions> {
  const url = pageResources.chatCatalogue.path;
  const module = (await import(/* @vite-ignore */ url, { with: { type: 'json' } })) as {
    default: CatalogueMentions;
  };
  return module.default;
}
