import type { Migration } from 'kysely';
import type { Engine } from '../schema.ts';
import { createTablets } from './001-create-tablets.ts';
import { createLeads } from './005-leads.ts';

/** Every migration in order; names sort in the order they run. Never edit one that has shipped. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '001-create-tablets': createTablets(engine),
    '005-leads': createLeads(engine),
  };
}
