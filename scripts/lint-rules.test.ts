import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints `code` as if it were the file at `path` in this repository, with the project's rules. */
async function messagesFor(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => message.message);
}

const loadingEffect = `
import { useEffect, useState } from 'react';
import { fetchBatchPage } from './batches-api.ts';
export function Rows() {
  const [rows, setRows] = useState<unknown[]>([]);
  useEffect(() => {
    fetchBatchPage({}).then((page) => setRows(page.items));
  }, []);
  return rows.length;
}
`;

const awaitingEffect = `
import { useEffect } from 'react';
import { fetchBatchPage } from './batches-api.ts';
export function Rows() {
  useEffect(() => {
    void (async () => {
      await fetchBatchPage({});
    })();
  }, []);
  return null;
}
`;

describe('the staff data layer rules (decision 059)', () => {
  it('refuse an effect that loads data, whether by then or by await', async () => {
    for (const code of [loadingEffect, awaitingEffect]) {
      expect(await messagesFor('app/features/batches/rows.tsx', code)).toContainEqual(
        expect.stringContaining('useQuery/useMutation hooks'),
      );
    }
  });

  it('refuse a screen’s own 401 and 429 handling', async () => {
    const code = `
import { isApiError, isSessionExpired } from '#app/lib/api-client.ts';
export const ended = (error: unknown) => isSessionExpired(error);
export const held = (error: unknown) => isApiError(error) && error.status === 429;
`;
    const messages = await messagesFor('app/features/inbox/refusals.ts', code);
    expect(messages).toContainEqual(expect.stringContaining('ends the session on a 401'));
    expect(messages).toContainEqual(expect.stringContaining('refusalMessage'));
  });

  it('refuse fetch anywhere in the app but the API client', async () => {
    const code = `export const load = () => fetch('/api/tablets');\n`;
    expect(await messagesFor('app/features/tablets/load.ts', code)).toContainEqual(
      expect.stringContaining('callEndpoint'),
    );
    expect(await messagesFor('app/pages/seo.ts', code)).toContainEqual(
      expect.stringContaining('callEndpoint'),
    );
  });

  it('let an effect that waits for nothing alone', async () => {
    const code = `
import { useEffect } from 'react';
export function Title() {
  useEffect(() => {
    document.title = 'Products';
  }, []);
  return null;
}
`;
    expect(await messagesFor('app/features/batches/title.tsx', code)).toEqual([]);
  });
});
