import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readableMail, startMailServer } from '#testing/mail-server.ts';
import { e2eMailDir, e2eMailPort } from '../playwright.config.ts';

/**
 * Global setup: one SMTP server on the port the site mails through, for the whole run, writing
 * each message it accepts to a file; tests in any worker read them with `mailsReceived`.
 */
export default async function startMailCatcher() {
  await mkdir(e2eMailDir, { recursive: true });
  let count = 0;
  const server = await startMailServer(e2eMailPort, (raw) =>
    writeFile(path.join(e2eMailDir, `${String((count += 1)).padStart(6, '0')}.eml`), raw),
  );
  return async () => {
    await server.close();
    await rm(e2eMailDir, { recursive: true, force: true });
  };
}

/** Every mail the site has sent in this run, oldest first, as a person reads it. */
export async function mailsReceived(): Promise<string[]> {
  const names = (await readdir(e2eMailDir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => readableMail(await readFile(path.join(e2eMailDir, name), 'utf8'))),
  );
}

/** The first mail the site sent whose text holds `text`, if one has arrived. */
export async function mailHolding(text: string): Promise<string | undefined> {
  return (await mailsReceived()).find((mail) => mail.includes(text));
}
