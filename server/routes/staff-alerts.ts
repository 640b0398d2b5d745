import type { FastifyInstance } from 'fastify';
import { alertEndpoints, alertMessages, alwaysAlertedKinds } from '#contract/staff-alerts.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { ownAccountOf } from '../auth/admin-guards.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import type { PushAlerts } from '../push/push-alerts.ts';
import type { PushSubscriptionRecord, StaffPushRepository } from '../store/staff-push-repository.ts';

const view = (subscription: PushSubscriptionRecord) => ({
  id: subscription.id,
  kinds: subscription.kinds,
  createdAt: new Date(subscription.createdAt).toISOString(),
  userAgent: subscription.userAgent,
});

/** A member of staff turns alerts on and off in their browsers, and sends themselves a test one. */
export function registerStaffAlertRoutes(
  app: FastifyInstance,
  options: { subscriptions: StaffPushRepository; alerts: PushAlerts; audit: AuditLog; now: () => number },
) {
  const { subscriptions, alerts, audit, now } = options;

  registerEndpoint(app, alertEndpoints.read, async (request) => {
    const { accountId, roles } = ownAccountOf(request);
    return {
      publicKey: alerts.publicKey,
      kinds: leadKindsOf(roles),
      alwaysKinds: alwaysAlertedKinds(roles),
      subscriptions: (await subscriptions.listOf(accountId)).map(view),
    };
  });

  registerEndpoint(app, alertEndpoints.subscribe, async (request) => {
    const { accountId, roles } = ownAccountOf(request);
    const allowed = leadKindsOf(roles);
    const { subscription, kinds } = request.body;
    if (kinds.some((kind) => !allowed.includes(kind)))
      throw new RequestError(400, alertMessages.kindNotAllowed, { kinds: alertMessages.kindNotAllowed });
    if (!alerts.accepts(subscription.endpoint))
      throw new RequestError(400, alertMessages.pushServiceUnknown, {
        'subscription.endpoint': alertMessages.pushServiceUnknown,
      });
    // A push address names one browser: another account's stays theirs until they turn it off.
    const holder = await subscriptions.activeHolderOf(subscription.endpoint);
    if (holder !== undefined && holder !== accountId)
      throw new RequestError(409, alertMessages.anotherAccountsBrowser);
    const saved = await subscriptions.save({
      accountId,
      endpoint: subscription.endpoint,
      keys: subscription.keys,
      kinds: [...new Set(kinds)],
      userAgent: request.headers['user-agent']?.slice(0, 200) ?? null,
      createdAt: now(),
    });
    await audit.record(staffActor(request), {
      action: 'alerts.on',
      recordType: 'push-subscription',
      recordId: saved.id,
      details: { kinds: saved.kinds },
    });
    return { subscription: view(saved) };
  });

  registerEndpoint(app, alertEndpoints.unsubscribe, async (request, reply) => {
    const { accountId } = ownAccountOf(request);
    if (!(await subscriptions.remove(accountId, request.params.id)))
      throw new RequestError(404, alertMessages.notFound);
    await audit.record(staffActor(request), {
      action: 'alerts.off',
      recordType: 'push-subscription',
      recordId: request.params.id,
    });
    return reply.code(204).send();
  });

  registerEndpoint(app, alertEndpoints.test, async (request) => {
    const outcome = await alerts.test(ownAccountOf(request).accountId);
    // The server made outgoing requests on the account's behalf: who asked, and what came of it.
    await audit.record(staffActor(request), { action: 'alerts.test', details: { ...outcome } });
    return outcome;
  });
}
