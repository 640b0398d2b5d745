import { adminSessionEndpoints } from '#contract/admin-session.ts';
import { auditEndpoints } from '#contract/audit.ts';
import { batchEndpoints } from '#contract/batches.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { inboxEndpoints } from '#contract/inbox.ts';
import { inboxAssignmentEndpoints } from '#contract/inbox-assignment.ts';
import { inboxOverviewEndpoints } from '#contract/inbox-overview.ts';
import { inboxReplyEndpoints } from '#contract/inbox-replies.ts';
import { packCodeEndpoints } from '#contract/pack-codes.ts';
import { productEndpoints } from '#contract/products.ts';
import { productPackShotEndpoints } from '#contract/product-pack-shots.ts';
import { recallEndpoints } from '#contract/recalls.ts';
import { replyTemplateEndpoints } from '#contract/reply-templates.ts';
import { safetyCaseEndpoints } from '#contract/safety-case-assessment.ts';
import { serviceEndpoints } from '#contract/service.ts';
import { staffAccountEndpoints, staffSignInEndpoints } from '#contract/staff-accounts.ts';
import { invitationPasskeyEndpoints, staffPasskeyEndpoints } from '#contract/staff-passkeys.ts';
import { alertEndpoints } from '#contract/staff-alerts.ts';
import { confirmationEndpoints } from '#contract/staff-confirmation.ts';
import { ownAccountEndpoints } from '#contract/staff-own-account.ts';
import { submissionEndpoints } from '#contract/submissions.ts';
import { tabletEndpoints } from '#contract/tablet.ts';
import { visitorRequestEndpoints } from '#contract/visitor-requests.ts';

/** Every endpoint of the contract (the OpenAPI test checks that the served document has exactly these). */
export const contractEndpoints: Endpoint[] = [
  ...Object.values(tabletEndpoints),
  ...Object.values(adminSessionEndpoints),
  ...Object.values(serviceEndpoints),
  ...Object.values(submissionEndpoints),
  ...Object.values(inboxEndpoints),
  ...Object.values(inboxAssignmentEndpoints),
  ...Object.values(inboxReplyEndpoints),
  ...Object.values(inboxOverviewEndpoints),
  ...Object.values(safetyCaseEndpoints),
  ...Object.values(replyTemplateEndpoints),
  ...Object.values(staffAccountEndpoints),
  ...Object.values(staffSignInEndpoints),
  ...Object.values(invitationPasskeyEndpoints),
  ...Object.values(auditEndpoints),
  ...Object.values(staffPasskeyEndpoints),
  ...Object.values(ownAccountEndpoints),
  ...Object.values(confirmationEndpoints),
  ...Object.values(alertEndpoints),
  ...Object.values(visitorRequestEndpoints),
  ...Object.values(packCodeEndpoints),
  ...Object.values(batchEndpoints),
  ...Object.values(recallEndpoints),
  ...Object.values(productEndpoints),
  ...Object.values(productPackShotEndpoints),
];
