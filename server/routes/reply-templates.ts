import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LeadKind } from '#contract/lead-fields.ts';
import { replyTemplateEndpoints, templateMessages } from '#contract/reply-templates.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import { staffOf } from '../auth/admin-guards.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import type { ReplyTemplateRepository } from '../store/reply-template-repository.ts';

/** Reply templates, each kind's kept by the staff who handle that kind; every change in the audit log. */
export function registerReplyTemplateRoutes(
  app: FastifyInstance,
  templates: ReplyTemplateRepository,
  audit: AuditLog,
) {
  const kindsOf = (request: FastifyRequest): LeadKind[] => leadKindsOf(staffOf(request).roles);
  const onTemplate = (id: number) => ({ recordType: 'reply-template', recordId: String(id) });
  const notFound = () => new RequestError(404, templateMessages.notFound);
  const notYourKind = () => new RequestError(403, templateMessages.kindNotYours);

  registerEndpoint(app, replyTemplateEndpoints.list, async (request) => ({
    templates: await templates.list(kindsOf(request)),
  }));

  registerEndpoint(app, replyTemplateEndpoints.create, async (request, reply) => {
    if (!kindsOf(request).includes(request.body.kind)) throw notYourKind();
    const template = await templates.create(request.body);
    await audit.record(staffActor(request), {
      action: 'template.create',
      ...onTemplate(template.id),
      details: { kind: template.kind, name: template.name },
    });
    return reply.code(201).send({ template });
  });

  registerEndpoint(app, replyTemplateEndpoints.update, async (request) => {
    const kinds = kindsOf(request);
    if (!kinds.includes(request.body.kind)) throw notFound();
    const changed = await templates.update(request.params.id, request.body, kinds);
    if (!changed) throw notFound();
    const { before, after } = changed;
    await audit.record(staffActor(request), {
      action: 'template.update',
      ...onTemplate(after.id),
      details: {
        before: { kind: before.kind, name: before.name, body: before.body },
        after: { kind: after.kind, name: after.name, body: after.body },
      },
    });
    return { template: after };
  });

  registerEndpoint(app, replyTemplateEndpoints.remove, async (request, reply) => {
    if (!(await templates.remove(request.params.id, kindsOf(request)))) throw notFound();
    await audit.record(staffActor(request), {
      action: 'template.delete',
      ...onTemplate(request.params.id),
      details: {},
    });
    return reply.code(204).send();
  });
}
