import { LiveChat } from '#app/features/chat/live-chat.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('live-chat', LiveChat);
