import type { Migration } from 'kysely';
import type { Engine } from '../schema.ts';
import { createTablets } from './001-create-tablets.ts';
import { addTabletSearch } from './002-tablet-search.ts';
import { createAdminSessions } from './003-admin-sessions.ts';
import { createLoginAttempts } from './004-login-attempts.ts';
import { createLeads } from './005-leads.ts';
import { addTabletListAtScale } from './006-tablet-list-at-scale.ts';
import { addLeadSearch } from './007-lead-search.ts';
import { addLeadReferences } from './008-lead-references.ts';
import { createAuditLog } from './009-audit-log.ts';
import { createStaffAccounts } from './010-staff-accounts.ts';
import { createMailOutbox } from './011-mail-outbox.ts';
import { addLeadAssignment } from './012-lead-assignment.ts';
import { addLeadReplies } from './013-lead-replies.ts';
import { createSafetyCases } from './014-safety-cases.ts';
import { createReplyTemplates } from './015-reply-templates.ts';
import { addSessionConfirmation } from './016-session-confirmation.ts';
import { addVisitorLinks } from './017-visitor-links.ts';
import { createStaffPush } from './018-staff-push.ts';
import { createBatches } from './019-batches.ts';
import { createRecalls } from './020-recalls.ts';
import { widenLeadKinds } from './021-professional-submissions.ts';
import { addVisitorLanguages } from './022-visitor-languages.ts';
import { createSubmissionKeys } from './023-submission-keys.ts';
import { createOutbox } from './024-one-outbox.ts';
import { createPageChanges } from './025-page-changes.ts';
import { createProductMaster } from './026-product-master.ts';
import { addProductRollbacks } from './027-product-rollbacks.ts';
import { createPackShots } from './028-pack-shots.ts';
import { addTabletProducts } from './029-tablet-products.ts';
import { addBatchSortIndexes } from './030-batch-sort-indexes.ts';

/** Every migration in order; names sort in the order they run. Never edit one that has shipped. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '001-create-tablets': createTablets(engine),
    '002-tablet-search': addTabletSearch(engine),
    '003-admin-sessions': createAdminSessions(engine),
    '004-login-attempts': createLoginAttempts(engine),
    '005-leads': createLeads(engine),
    '006-tablet-list-at-scale': addTabletListAtScale(engine),
    '007-lead-search': addLeadSearch(engine),
    '008-lead-references': addLeadReferences(engine),
    '009-audit-log': createAuditLog(engine),
    '010-staff-accounts': createStaffAccounts(engine),
    '011-mail-outbox': createMailOutbox(engine),
    '012-lead-assignment': addLeadAssignment(engine),
    '013-lead-replies': addLeadReplies(engine),
    '014-safety-cases': createSafetyCases(engine),
    '015-reply-templates': createReplyTemplates(engine),
    '016-session-confirmation': addSessionConfirmation(engine),
    '017-visitor-links': addVisitorLinks(engine),
    '018-staff-push': createStaffPush(engine),
    '019-batches': createBatches(engine),
    '020-recalls': createRecalls(engine),
    '021-professional-submissions': widenLeadKinds(engine),
    '022-visitor-languages': addVisitorLanguages(engine),
    '023-submission-keys': createSubmissionKeys(engine),
    '024-one-outbox': createOutbox(engine),
    '025-page-changes': createPageChanges(engine),
    '026-product-master': createProductMaster(engine),
    '027-product-rollbacks': addProductRollbacks(),
    '028-pack-shots': createPackShots(engine),
    '029-tablet-products': addTabletProducts(),
    '030-batch-sort-indexes': addBatchSortIndexes(),
  };
}
