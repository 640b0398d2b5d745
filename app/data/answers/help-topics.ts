import type { ChatContext } from './contacts.ts';
import { shippedChatContext } from './shipped-mentions.ts';
import { replies } from './replies.ts';

export type ReplyId = keyof typeof replies;

export interface HelpQuestion {
  /**
   * The question as the help center shows it. Asked in the chat, it is answered by the same reply
   * (app/features/chat/help-topics.test.ts checks each one against the chat's rules).
   */
  question: string;
  /** The reply that answers it: the chat's own. */
  reply: ReplyId;
}

export interface HelpTopic {
  /** The section's anchor on /help. */
  id: string;
  title: string;
  questions: readonly HelpQuestion[];
}

/** The help center's questions, grouped by topic; every answer is one of the chat's replies. */
export const helpTopics: readonly HelpTopic[] = [
  {
    id: 'contact',
    title: 'Opening hours, phone and email',
    questions: [
      { question: 'When are you open?', reply: 'hours' },
      { question: 'What is your phone number and email address?', reply: 'contact' },
      { question: 'What is your address?', reply: 'address' },
    ],
  },
  {
    id: 'orders',
    title: 'Orders and delivery',
    questions: [
      { question: 'How do I place or track an order?', reply: 'order' },
      { question: 'Do you deliver in Hyderabad and across India?', reply: 'hyderabad' },
      { question: 'What if my parcel is late?', reply: 'delay' },
      { question: 'My order arrived damaged. What do I do?', reply: 'damage' },
      { question: 'How do I make a complaint?', reply: 'complaint' },
    ],
  },
  {
    id: 'prices',
    title: 'Prices and quotes',
    questions: [
      { question: 'What are your prices?', reply: 'price' },
      { question: 'Do you give discounts on bulk orders?', reply: 'discount' },
    ],
  },
  {
    id: 'medicines',
    title: 'Prescriptions and side effects',
    questions: [
      { question: 'Do I need a prescription?', reply: 'prescribe' },
      { question: 'What dose should I take?', reply: 'dosage' },
      { question: 'How do I report a side effect?', reply: 'side' },
      { question: 'What should I do if someone has chest pain or cannot breathe?', reply: 'emergency' },
    ],
  },
  {
    id: 'packs',
    title: 'Genuine packs and recalls',
    questions: [
      { question: 'How do I check that a pack is genuine?', reply: 'genuine' },
      { question: 'Has a batch of your medicine been recalled?', reply: 'recall' },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    questions: [{ question: 'Is my personal information safe?', reply: 'personal' }],
  },
];

/** The answer to a help question: the text of the chat's reply. */
export function helpAnswer(question: HelpQuestion, context: ChatContext = shippedChatContext): string {
  const reply: (context: ChatContext) => string = replies[question.reply];
  return reply(context);
}
