import { expect as baseExpect, type Page } from '@playwright/test';
import type { ChatContext } from '../app/data/answers/contacts.ts';
import { shippedChatContext as defaultChatContext } from '../app/data/answers/shipped-mentions.ts';
import { openingHoursContent, openingHoursNamespace } from '../app/data/opening-hours.ts';
import { chatTexts } from '../app/features/chat/chat-texts.ts';
import { answer } from '../app/features/chat/engine.ts';
import { localContent } from '../languages/content.ts';
import type { Locale } from '../languages/locales.ts';
import { messagesFor } from '../languages/catalogues.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoBeforeHydration, gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

/** The chat in Telugu and Hindi (issue 30): its own words, and answers in the visitor's language. */

// At 4× CPU the page hydrates, and the chat's code loads, several seconds after the scripts arrive.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 60_000 });

const te = messagesFor('te');
const hi = messagesFor('hi');
const teluguScript = /[\u0C00-\u0C7F]/;
const hindiScript = /[\u0900-\u097F]/;
const start = new Date('2026-03-02T10:00:00+05:30');

function chatOf(page: Page, texts: typeof te) {
  const dialog = page.getByRole('dialog', { name: texts['chat.title'] });
  const field = dialog.getByRole('textbox', { name: texts['chat.yourMessage'] });
  const messages = dialog.getByRole('region', { name: texts['chat.conversation'] }).getByRole('listitem');
  /** Sends a question, moves the stopped clock past the typing delay and answers the reply's text. */
  const ask = async (question: string) => {
    const replyIndex = (await messages.count()) + 1;
    await field.fill(question);
    await field.press('Enter');
    await expect(messages.nth(replyIndex - 1)).toContainText(question);
    await expect(dialog.getByText(texts['chat.typing'] ?? '')).toBeVisible();
    await page.clock.runFor(800);
    await expect(messages).toHaveCount(replyIndex + 1);
    // The reply's own text: after the label read to screen readers.
    return messages.nth(replyIndex).locator('p > span').last();
  };
  return { dialog, field, messages, ask };
}

/** The chat's context on a page in `locale`: the pages named in its words. */
function contextOn(locale: Locale): ChatContext {
  if (locale === 'en') return defaultChatContext;
  const { pageNames } = localContent('chat', chatTexts, messagesFor(locale));
  const hours = localContent(openingHoursNamespace, openingHoursContent, messagesFor(locale));
  return { ...defaultChatContext, page: { locale, pageNames, phoneHours: hours.phoneLine } };
}

const answerOn = (locale: Locale, question: string) => answer(question, contextOn(locale), locale).text;

/** A worried visitor's messages, as typed, and the rule that must answer each. */
const safetyQuestions = {
  te: [
    ['ఛాతి నొప్పి', 'emergency'],
    ['నా పిల్లవాడు మాత్రలు మింగేశాడు', 'emergency'],
    ['మోతాదు ఎంత', 'dosage'],
    ['ఈ మందు వల్ల దద్దుర్లు వచ్చాయి', 'side'],
  ],
  hi: [
    ['मेरे सीने में बहुत दर्द है', 'emergency'],
    ['बच्चे ने गोलियाँ खा लीं', 'emergency'],
    ['खुराक कितनी लें', 'dosage'],
    ['दवा से साइड इफेक्ट', 'side'],
  ],
} as const;

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Telugu home page’s chat, opened right after paint, answers Telugu script and romanised Telugu in Telugu', async ({
    page,
  }) => {
    test.slow(); // two questions and a page opened from the answer
    const { releaseScripts, atFullSpeed } = await gotoBeforeHydration(page, '/te');
    // Installed once the page has painted (a stopped clock would hold the paint's frames back).
    await page.clock.install({ time: start });
    await page.getByRole('button', { name: te['chat.openChat'] }).click();
    releaseScripts();
    const chat = chatOf(page, te);
    await expect(chat.dialog).toBeVisible();
    await expect(chat.field).toBeFocused();
    await atFullSpeed();
    // From here the test decides when the assistant's typing delay has passed.
    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));

    await expect(chat.messages).toHaveCount(1);
    await expect(chat.messages.first()).toContainText(teluguScript);
    await expect(
      chat.dialog.getByRole('group', { name: te['chat.quickQuestions'] }).getByRole('button'),
    ).toHaveText([0, 1, 2, 3, 4, 5].map((index) => te[`chat.quickActions.${index}`] ?? ''));

    const inScript = await chat.ask('మందుల ధర ఎంత?');
    await expect(inScript).toHaveText(answerOn('te', 'మందుల ధర ఎంత?'));
    await expect(inScript).toContainText(teluguScript);

    const romanised = await chat.ask('mandulu dhara entha');
    await expect(romanised).toHaveText(answerOn('te', 'mandulu dhara entha'));
    await expect(romanised).toContainText(teluguScript);

    // The page the answer names opens in Telugu.
    await romanised.getByRole('link', { name: te['chat.pageNames.prescriptionMedicines'] }).click();
    await expect(page).toHaveURL(/\/te\/products\/prescription-medicines$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  });
});

for (const [locale, width] of [
  ['te', 390],
  ['hi', 1366],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`the ${locale} chat gives an emergency, an overdose, a dose and a side effect their safety answers in its language`, async ({
      page,
    }) => {
      test.slow(); // four questions, each waiting for the chat's reply
      const texts = locale === 'te' ? te : hi;
      const script = locale === 'te' ? teluguScript : hindiScript;
      const { releaseScripts, atFullSpeed } = await gotoBeforeHydration(page, `/${locale}`);
      await page.clock.install({ time: start });
      await page.getByRole('button', { name: texts['chat.openChat'] }).click();
      releaseScripts();
      const chat = chatOf(page, texts);
      await expect(chat.dialog).toBeVisible();
      await atFullSpeed();
      await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));

      for (const [question, ruleId] of safetyQuestions[locale]) {
        const expected = answer(question, contextOn(locale), locale);
        baseExpect(expected.ruleId, question).toBe(ruleId);
        const given = await chat.ask(question);
        await expect(given).toHaveText(expected.text);
        await expect(given).toContainText(script);
        if (ruleId === 'emergency') {
          await expect(given).toContainText('108');
          await expect(given).toContainText('112');
        }
        if (ruleId === 'side') {
          await expect(
            given.getByRole('link', { name: texts['chat.pageNames.adverseEvents'] }),
          ).toHaveAttribute('href', `/${locale}/adverse-events`);
          await expect(given).toContainText('1800-180-3024');
        }
      }
    });
  });
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the Hindi home page’s chat answers "dawai ki keemat" in Hindi', async ({ page }) => {
    test.slow(); // axe over the open chat
    await page.clock.install({ time: start });
    await gotoHydrated(page, '/hi');
    await page.getByRole('button', { name: hi['chat.openChat'] }).click();
    const chat = chatOf(page, hi);
    await expect(chat.dialog).toBeVisible();
    await expect(chat.field).toBeFocused();
    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));
    await expect(chat.messages.first()).toContainText(hindiScript);

    const answer = await chat.ask('dawai ki keemat');
    await expect(answer).toHaveText(answerOn('hi', 'dawai ki keemat'));
    await expect(answer).toContainText(hindiScript);
    await expect(answer).not.toContainText(teluguScript);

    // axe schedules its own timers: let the clock run while it checks.
    await page.clock.resume();
    await expectNoA11yViolations(page, '[role="dialog"]');
  });
});
