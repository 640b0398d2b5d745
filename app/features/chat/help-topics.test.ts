import { describe, expect, it } from 'vitest';
import { helpAnswer, helpTopics } from '#app/data/answers/help-topics.ts';
import { answer } from '#testing/shipped-chat.ts';

const questions = helpTopics.flatMap((topic) => topic.questions);

describe('the help center and the chat', () => {
  it.each(questions.map((entry) => [entry.question, entry] as const))(
    '%j gets the same answer in the chat as on the help page',
    (_, entry) => {
      const chat = answer(entry.question);
      expect(chat.ruleId).toBe(entry.reply);
      expect(chat.text).toBe(helpAnswer(entry));
    },
  );

  it('covers hours, phone and email, orders, prices, prescriptions, side effects, packs, recalls and privacy', () => {
    expect(questions.map((entry) => entry.reply)).toEqual(
      expect.arrayContaining([
        'hours',
        'contact',
        'order',
        'price',
        'prescribe',
        'side',
        'genuine',
        'recall',
        'personal',
      ]),
    );
  });
});
