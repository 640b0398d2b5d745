import { pageMentions } from '#app/data/page-catalogue.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { pageResources } from '#contract/page-resources.ts';
import type { Route } from './+types/chat-catalogue-json';

/**
 * What the chat says of the catalogue (the price it quotes, the products of a kind), from the product
 * master as the server renders it, and as shipped when the build prerenders it. The chat fetches it
 * when it first opens, so the pages that offer the chat do not carry it (docs/decisions/074).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(JSON.stringify(await pageMentions(context.get(liveDataContext))), {
    headers: { 'content-type': pageResources.chatCatalogue.contentType },
  });
}
