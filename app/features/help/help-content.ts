import { helpAnswer, helpTopics } from '#app/data/answers/help-topics.ts';
import { answerTemplate, mentionedPageNames } from './help-answers.ts';

const topics = helpTopics.map((topic) => ({
  id: topic.id,
  title: topic.title,
  questions: topic.questions.map((entry) => ({
    /** The chat's reply that answers it. */
    id: entry.reply,
    question: entry.question,
    answer: answerTemplate(helpAnswer(entry)),
  })),
}));

/**
 * /help's words (`help.page`): the topics and questions of app/data/answers/help-topics.ts, each
 * answered with the chat's English reply as a template (./help-answers.ts).
 */
export const helpPageContent = {
  topicsHeading: 'Topics',
  topics,
  /** The pages the answers link to, by their placeholders. */
  pageNames: mentionedPageNames(topics.flatMap((topic) => topic.questions.map((entry) => entry.answer))),
  moreHeading: 'Did not find your answer?',
  moreText:
    'Ask the chat on the {contactPage}: it gives these same answers at any hour. Or see every way to reach us, and when each is open, on our {support} page. Or call our team on {phone} ({hours}).',
  links: {
    contactPage: { text: 'contact page', href: '/contact' },
    support: { text: 'Customer Support', href: '/support' },
  },
};
