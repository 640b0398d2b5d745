import { expect } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { findInInbox, sendQuote, uniqueName } from './fixtures.ts';
import { test } from './test.ts';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`staff keep a reply template and start a reply from it, filled from the request, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const name = uniqueName('Samples');
    const reference = await sendQuote(request, 'Meena Iyer');
    const list = await findInInbox(page, reference);

    const panel = page.getByRole('region', { name: 'Reply templates' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    const add = panel.getByRole('form', { name: 'Add a template' });
    await add.getByRole('button', { name: 'Add template' }).click();
    await expect(add.getByLabel('Template name')).toHaveAccessibleDescription(/Give the template a name/);
    await add.getByLabel('Kind').selectOption({ label: 'Quote request' });
    await add.getByLabel('Template name').fill(name);
    await add
      .getByLabel('Template text')
      .fill('Dear {name}, samples of {product} for {reference} leave today.');
    await add.getByRole('button', { name: 'Add template' }).click();
    await expect(add.getByRole('status')).toHaveText(`Added “${name}”.`);
    await expect(panel.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await expectNoA11yViolations(page);

    await list.getByRole('button').click();
    const form = page.getByRole('form', { name: 'Reply to the visitor' });
    await form.getByLabel('Start from a template').selectOption({ label: name });
    await expect(form.getByLabel('Your reply')).toHaveValue(
      `Dear Meena Iyer, samples of Pulse Oximeter for ${reference} leave today.`,
    );

    await panel.getByRole('button', { name: `Edit “${name}”` }).click();
    const edit = panel.getByRole('form', { name: 'Edit the template' });
    await expect(edit.getByLabel('Template name')).toHaveValue(name);
    await edit.getByLabel('Template text').fill('Dear {name}, samples leave tomorrow.');
    await edit.getByRole('button', { name: 'Save template' }).click();
    await expect(panel.getByRole('status')).toHaveText(`Saved “${name}”.`);

    page.once('dialog', (dialog) => void dialog.accept());
    await panel.getByRole('button', { name: `Delete “${name}”` }).click();
    await expect(panel.getByRole('status')).toHaveText(`Deleted “${name}”.`);
    await expect(panel.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  });
}
