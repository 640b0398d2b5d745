import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { pdfText } from '#testing/pdf-text.ts';
import { mailHolding } from './mail-catcher.ts';
import { expectNoA11yViolations } from './axe.ts';
import { findInInbox, sendQuote, signInAsNewSalesMember } from './fixtures.ts';
import { test } from './test.ts';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`staff answer a quote request from the inbox and the visitor's mail holds the reply, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const reference = await sendQuote(request, 'Kavitha Rao');
    const list = await findInInbox(page, reference);
    await list.getByRole('button').click();
    const detail = page.getByRole('region', { name: reference });
    const replies = detail.getByRole('region', { name: 'Replies' });
    await expect(replies).toContainText(
      /No reply yet; the answer is due \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST\./,
    );
    await expect(replies).toContainText('Nobody has replied yet.');

    const form = replies.getByRole('form', { name: 'Reply to the visitor' });
    await form.getByRole('button', { name: 'Send reply' }).click();
    await expect(form.getByLabel('Your reply')).toHaveAccessibleDescription(
      'Write the reply before sending it.',
    );

    const text = `Dear Kavitha,\n40 pulse oximeters cost ₹1,250 each (${viewport.width}).`;
    await form.getByLabel('Your reply').fill(text);
    await form.getByRole('button', { name: 'Send reply' }).click();
    await expect(form.getByRole('status')).toHaveText('Reply sent: it is on its way to kavitha@example.in.');
    await expect(form.getByLabel('Your reply')).toHaveValue('');
    const thread = replies.getByRole('listitem');
    await expect(thread).toHaveCount(1);
    await expect(thread).toContainText(`cost ₹1,250 each (${viewport.width})`);
    await expect(thread).toContainText('the admin key, mailed');
    await expect(replies).toContainText(
      /First reply \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST, \d+ min after it arrived\./,
    );
    await expect(list).toContainText('Replied');
    await expectNoA11yViolations(page);

    // The outbox sends it within its next look (every 5 s), to the visitor, naming the reference.
    await expect.poll(() => mailHolding(`each (${viewport.width})`), { timeout: 30_000 }).toBeDefined();
    const sent = (await mailHolding(`each (${viewport.width})`))!;
    expect(sent).toContain('To: kavitha@example.in');
    expect(sent).toContain(`Subject: Your quote request ${reference}`);
    expect(sent).toContain('Reply-To: care@aarogyalifesciences.in');
  });
}

test('a quote request unanswered for more than 24 hours is marked overdue in the list and its detail', async ({
  page,
  request,
}) => {
  const reference = await sendQuote(request, 'Venkat Rao');
  // The browser's clock a day and an hour ahead: the server's stays, so only the screen's reading moves.
  await page.clock.install({ time: Date.now() + 25 * 60 * 60 * 1000 });
  const list = await findInInbox(page, reference);
  await expect(list.getByText('Overdue', { exact: true })).toBeVisible();
  await list.getByRole('button').click();
  await expect(page.getByRole('region', { name: 'Replies' })).toContainText(
    /Overdue: no reply yet, and the answer was due \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST\./,
  );
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`the staff home opens with the overview: waiting per kind, the 24-hour promise, and the weeks in a chart and a table, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const reference = await sendQuote(request, 'Overview Visitor');
    await findInInbox(page, reference);
    const overview = page.getByRole('region', { name: 'Overview' });
    const waiting = overview.getByRole('table', { name: 'Waiting, by kind' });
    await expect(waiting.getByRole('rowheader')).toHaveText([
      'Quote request',
      'Contact message',
      'Newsletter sign-up',
      'Adverse-event report',
      'Medical-information request',
      'Distributor application',
    ]);
    await expect(
      waiting
        .getByRole('row', { name: /Quote request/ })
        .getByRole('cell')
        .first(),
    ).toHaveText(/^[1-9]\d*$/);
    await expect(overview).toContainText(
      /Answered within 24 hours, last 30 days: \d+% \(\d+ of \d+\)\.|Nothing has come due in the last 30 days/,
    );
    await expect(overview.getByRole('img', { name: /Submissions per week \(bars\)/ })).toBeVisible();
    await overview.getByText('The weeks as a table').click();
    const weeks = overview.getByRole('table', { name: 'Submissions and median first reply per week, IST' });
    await expect(weeks.getByRole('rowheader')).toHaveCount(12);
    await expect(weeks.getByRole('row').last()).toContainText(/\d{4}-\d{2}-\d{2}\s*[1-9]\d*/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
}

test('drug safety works an adverse-event report as a case: serious with its days left, a follow-up mailed, reported to PvPI, and a print view with every field', async ({
  page,
  request,
}) => {
  const answer = await request.post('/api/adverse-event-reports', {
    data: {
      reporterName: 'Ravi Kumar',
      reporterEmail: 'ravi.kumar@example.in',
      reporterType: 'patient',
      productName: 'AllerClear',
      batchNumber: 'AC24117',
      description: 'Swollen lips an hour after the second tablet.',
      seriousness: 'hospitalised',
      consentToContact: true,
    },
  });
  expect(answer.status()).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  const list = await findInInbox(page, reference);
  await list.getByRole('button').click();
  const detail = page.getByRole('region', { name: reference });
  const safetyCase = detail.getByRole('region', { name: 'Safety case' });
  await expect(safetyCase).toContainText(
    'Serious: Hospitalisation, or a longer stay (as the reporter described it; not yet assessed)',
  );
  await expect(safetyCase).toContainText(/Report to the regulator by \d{4}-\d{2}-\d{2}: 15 days left\./);

  const form = safetyCase.getByRole('form', { name: 'Assess the case' });
  await form.getByLabel('Life-threatening').check();
  await form.getByRole('button', { name: 'Save case' }).click();
  await expect(form.getByRole('status')).toHaveText('Case saved.');
  await expect(safetyCase).toContainText('Serious: Life-threatening, Hospitalisation, or a longer stay');
  await expect(safetyCase).not.toContainText('not yet assessed');

  const followUp = detail.getByRole('form', { name: 'Reply to the visitor' });
  await followUp.getByLabel('Your reply').fill('Dear Mr Kumar, could you tell us the dose you took?');
  await followUp.getByRole('button', { name: 'Send reply' }).click();
  await expect(followUp.getByRole('status')).toHaveText(
    'Reply sent: it is on its way to ravi.kumar@example.in.',
  );
  await expect
    .poll(() => mailHolding('the dose you took'), { timeout: 30_000 })
    .toContain(`Subject: Your adverse-event report ${reference}`);

  const { dayZero } = await form
    .getByLabel('Day 0 (first known)')
    .inputValue()
    .then((value) => ({ dayZero: value }));
  await form.getByLabel('Reported to PvPI on').fill(dayZero);
  await form.getByLabel('PvPI reference').fill('PvPI/HYD/2026/0412');
  await form.getByRole('button', { name: 'Save case' }).click();
  await expect(safetyCase).toContainText(`Reported to PvPI on ${dayZero}, reference PvPI/HYD/2026/0412.`);
  await expectNoA11yViolations(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('form', { name: 'Filter submissions' })).toBeHidden();
  await expect(form).toBeHidden();
  // On paper the case is laid out as the CIOMS-I form, with every field of the report.
  const printed = detail.locator('[data-cioms-form]');
  await expect(printed).toBeVisible();
  for (const value of [
    'Ravi Kumar',
    'ravi.kumar@example.in',
    'AllerClear',
    'AC24117',
    'Swollen lips an hour after the second tablet.',
  ])
    await expect(printed.getByText(value, { exact: true })).toBeVisible();
  for (const text of [
    'adverse-event case summary',
    'Suspect adverse reaction report',
    'I. Reaction information',
    'II. Suspect drug(s) information',
    'IV. Manufacturer information',
    `Reported to PvPI on ${dayZero}`,
    'the dose you took',
  ])
    await expect(printed.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(printed).toContainText(`Manufacturer control number${reference}`);
  await expect(detail.getByRole('form', { name: 'Change status' })).toBeHidden();
  // One sheet: nothing else on the page takes paper.
  await page.pdf({ path: test.info().outputPath('case.pdf'), format: 'A4' });
  const { pages } = await pdfText(await readFile(test.info().outputPath('case.pdf')));
  expect(pages).toBe(1);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a member of sales assigns a quote request to themselves and answers it with a two-line quotation; the buyer follows the mail's link, downloads the PDF and answers, at ${viewport.width} px`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const seller = `Sales ${viewport.width}`;
    await signInAsNewSalesMember(page, request, seller);
    const reference = await sendQuote(request, `Quotation Buyer ${viewport.width}`);
    const list = await findInInbox(page, reference);
    await list.getByRole('button').click();
    const assignment = page
      .getByRole('region', { name: reference })
      .getByRole('region', { name: 'Assigned to' });
    await assignment.getByRole('button', { name: 'Assign to me' }).click();
    await expect(assignment.getByRole('status')).toHaveText(`${seller} (you)`);
    const replies = page.getByRole('region', { name: reference }).getByRole('region', { name: 'Replies' });
    const form = replies.getByRole('form', { name: 'Reply to the visitor' });
    await form.getByRole('button', { name: 'Add a quotation' }).click();
    const quotation = form.getByRole('group', { name: 'Quotation' });
    await expect(quotation.getByLabel('Product, line 1')).toHaveValue('Pulse Oximeter');
    await expect(quotation.getByLabel('Quantity').first()).toHaveValue('40');
    await quotation.getByLabel('Unit price (₹)').first().fill('1250.50');
    await quotation.getByRole('button', { name: 'Add a line' }).click();
    await quotation.getByLabel('Product, line 2').fill('Probe covers');
    await quotation.getByLabel('Quantity').nth(1).fill('200');
    await quotation.getByLabel('Unit price (₹)').nth(1).fill('0.01');
    await quotation.getByLabel('GST').nth(1).selectOption('18');
    const totals = quotation.getByRole('table', { name: 'Totals as they stand' });
    await expect(totals.getByRole('row', { name: /^Total/ })).toContainText('₹56,024.76');
    // A wide table scrolls in its own box; the page itself never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await form.getByLabel('Your reply').fill(`Dear buyer, our prices for ${viewport.width}:`);
    await form.getByRole('button', { name: 'Send reply' }).click();
    await expect(form.getByRole('status')).toHaveText('Reply sent: it is on its way to kavitha@example.in.');
    const sent = replies.getByRole('table', { name: 'Quotation' });
    await expect(sent.getByRole('row', { name: /^Total/ })).toContainText('₹56,024.76');
    // Staff download the same PDF the buyer will.
    const [staffCopy] = await Promise.all([
      page.waitForEvent('download'),
      replies.getByRole('link', { name: 'Download the quotation (PDF)' }).click(),
    ]);
    expect(staffCopy.suggestedFilename()).toBe(`quotation-${reference}-1.pdf`);
    expect((await pdfText(await readFile((await staffCopy.path())!))).lines).toContain('Total ₹56,024.76');
    await expect(sent.getByRole('row', { name: /GST 18% on ₹2\.00/ })).toContainText('₹0.36');
    await expect(form.getByRole('group', { name: 'Quotation' })).toHaveCount(0);
    await expectNoA11yViolations(page);

    await expect
      .poll(() => mailHolding(`our prices for ${viewport.width}`), { timeout: 30_000 })
      .toContain('Total: ₹56,024.76');

    // The buyer follows the mail's private link in a browser of their own.
    const mailed = (await mailHolding(`our prices for ${viewport.width}`))!;
    const link = /https?:\/\/\S+\/requests\/\S+#[\w-]+/.exec(mailed)?.[0];
    expect(link).toContain(`/requests/${reference}#`);
    const buyer = await browser.newContext({ viewport });
    const visitor = await buyer.newPage();
    await visitor.goto(link!);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Your request ${reference}`);
    await expect(visitor.getByRole('status').first()).toHaveText('Answered: our reply is below.');
    const offered = visitor.getByRole('table', { name: 'Our quotation' });
    await expect(offered.getByRole('row', { name: /^Total/ })).toContainText('₹56,024.76');
    await expectNoA11yViolations(visitor);

    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('button', { name: 'Download the quotation (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`quotation-${reference}-1.pdf`);
    const { lines } = await pdfText(await readFile((await download.path())!));
    expect(lines.find((line) => line.startsWith('Total'))).toBe('Total ₹56,024.76');
    expect(lines).toContain('GST 18% on ₹2.00 ₹0.36');

    const answer = visitor.getByRole('form', { name: 'Answer us' });
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expect(answer.getByLabel('Your answer')).toHaveAccessibleDescription(
      /Write your answer before sending it\./,
    );
    await answer.getByLabel('Your answer').fill(`Please send 40 (${viewport.width}).`);
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expect(answer.getByRole('status')).toHaveText('Your answer is with us. We reply within 24 hours.');
    await expect(
      visitor.getByRole('listitem').filter({ hasText: `Please send 40 (${viewport.width}).` }),
    ).toContainText('You');
    // The visitor's question is the last word now: the request waits for our reply again.
    await expect(visitor.getByRole('status').first()).toHaveText('Received: we reply within 24 hours.');
    await buyer.close();

    // Staff see the request unread again, with the answer in its thread.
    const again = await findInInbox(page, reference);
    await expect(again).toContainText('Unread');
    await again.getByRole('button').click();
    await expect(
      page
        .getByRole('region', { name: reference })
        .getByRole('listitem')
        .filter({ hasText: `Please send 40 (${viewport.width}).` }),
    ).toContainText('the visitor answered on their request’s page');
  });
}
