import { chatPageNames } from '#app/data/answers/links.ts';
import { QUICK_ACTIONS } from './chat-timing.ts';

/**
 * What the chat shows besides the conversation, in English (SPEC's words); on a Telugu or Hindi
 * page each text is its translation (`useContent('chat', chatTexts)`, messages/{te,hi}/chat.json).
 */
export const chatTexts = {
  openChat: 'Open chat',
  opening: 'Opening the chat…',
  loadFailed: 'The chat could not load. Please check your connection and reload the page.',
  title: 'Chat with us',
  description: 'Automated answers. For medical advice, ask your doctor or pharmacist.',
  closeChat: 'Close chat',
  conversation: 'Conversation',
  you: 'You',
  assistant: 'Assistant',
  typing: 'Assistant is typing…',
  quickQuestions: 'Quick questions',
  /** Each is sent as the visitor's message, so on a translated page it is asked in that language. */
  quickActions: QUICK_ACTIONS as readonly string[],
  yourMessage: 'Your message',
  placeholder: 'Type your message…',
  sendMessage: 'Send message',
  /** The pages the answers name and link to, as the page's language names them. */
  pageNames: chatPageNames,
};
