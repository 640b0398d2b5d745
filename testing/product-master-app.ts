import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { StaffRole } from '#contract/staff-roles.ts';
import { createDatabase, type DatabaseHandle } from '../server/db/create-db.ts';
import type { Engine } from '../server/db/schema.ts';
import { followShippedCatalogue } from '../server/store/shipped-catalogue.ts';
import { accountSessionCookie, buildTestApp } from './test-app.ts';
import { useSuiteStore } from './test-stores.ts';

/**
 * The app over a suite's store for the product master's tests: a signed-in account for each name
 * with its roles (their session cookies in `cookies`), the database itself in `handle`, and the
 * master back as shipped, without drafts, before each test.
 */
export function useProductMasterApp(engine: Engine, accounts: Record<string, StaffRole[]>) {
  const suite = useSuiteStore(engine);
  const cookies: Record<string, string> = {};
  const opened: { handle?: DatabaseHandle; app?: FastifyInstance } = {};

  beforeAll(async () => {
    opened.handle = createDatabase(suite.target.options);
    opened.app = await buildTestApp(suite.store);
    for (const [name, roles] of Object.entries(accounts)) {
      const created = await suite.store.staffAccounts.create({
        email: `${name}@in.example`,
        displayName: name,
        roles,
      });
      cookies[name] = await accountSessionCookie(suite.store, created.id);
    }
  });
  afterAll(async () => {
    await opened.app?.close();
    await opened.handle?.db.destroy();
  });
  beforeEach(async () => {
    const { db } = opened.handle!;
    // Its versions and draft go with each product.
    await db.deleteFrom('products').execute();
    await followShippedCatalogue(db, engine);
  });

  return {
    suite,
    cookies,
    get app() {
      return opened.app!;
    },
    get handle() {
      return opened.handle!;
    },
  };
}
