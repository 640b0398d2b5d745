import { LiveChat } from '#app/features/chat/live-chat.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/live-chat';

hydrateIslands('live-chat', LiveChat, texts);
