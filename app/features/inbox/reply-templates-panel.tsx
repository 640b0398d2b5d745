import { type FormEvent, useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { BoundField, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { replyKinds } from '#contract/inbox-replies.ts';
import {
  type ReplyTemplate,
  type TemplateKind,
  templateInputSchema,
  templatePlaceholders,
} from '#contract/reply-templates.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import { useDeleteReplyTemplate, useReplyTemplates, useSaveReplyTemplate } from './inbox-queries.ts';

const placeholderList = templatePlaceholders.map((name) => `{${name}}`).join(', ');

const templateFieldLabels = { kind: 'Kind', name: 'Template name', body: 'Template text' } as const;

/** The reply templates of the kinds this member of staff handles: add, change and delete them. */
export function ReplyTemplatesPanel({ staff }: { staff: StaffMember }) {
  const headingId = useId();
  const kindOptions = replyKinds
    .filter((kind) => leadKindsOf(staff.roles).includes(kind))
    .map((kind) => ({ value: kind, label: leadKindLabels[kind] }));
  const { data: templates, error: loadFailure } = useReplyTemplates({ enabled: kindOptions.length > 0 });
  const saving = useSaveReplyTemplate();
  const deleting = useDeleteReplyTemplate();
  const [editing, setEditing] = useState<ReplyTemplate>();
  const [status, setStatus] = useState<string>();
  const [formKey, setFormKey] = useState(0);

  // The change tried last is the one whose refusal is shown.
  const changeFailure = saving.submittedAt >= deleting.submittedAt ? saving.error : deleting.error;
  const failure = changeFailure ?? loadFailure;
  const error = failure ? failureMessage(failure, String(failure)) : undefined;
  const field = staffFormFields(
    templateInputSchema,
    templateFieldLabels,
    (isApiError(changeFailure) ? changeFailure.fields : undefined) ?? {},
  );

  const startOver = (message: string) => {
    setEditing(undefined);
    saving.reset();
    deleting.reset();
    setStatus(message);
    setFormKey((value) => value + 1);
  };

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      kind: String(data.get('kind') ?? '') as TemplateKind,
      name: String(data.get('name') ?? ''),
      body: String(data.get('body') ?? ''),
    };
    const editedId = editing?.id;
    saving.mutate(
      { input, id: editedId },
      {
        onSuccess: (saved) =>
          startOver(editedId === undefined ? `Added “${saved.name}”.` : `Saved “${saved.name}”.`),
      },
    );
  }

  function remove(template: ReplyTemplate) {
    if (!window.confirm(`Delete the template “${template.name}”?`)) return;
    deleting.mutate(template, { onSuccess: () => startOver(`Deleted “${template.name}”.`) });
  }

  if (kindOptions.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Reply templates
      </h2>
      {!templates && !error && <p className="mt-2 text-slate-700">Loading the templates…</p>}
      {templates?.length === 0 && <p className="mt-2 text-slate-700">No templates yet.</p>}
      {templates && templates.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200">
          {templates.map((template) => (
            <li key={template.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <bdi className="font-semibold text-slate-900">{template.name}</bdi>
                <span className="text-sm text-slate-700"> · {leadKindLabels[template.kind]}</span>
              </span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit “${template.name}”`}
                  onClick={() => {
                    setEditing(template);
                    setStatus(undefined);
                    setFormKey((value) => value + 1);
                  }}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete “${template.name}”`}
                  onClick={() => remove(template)}
                >
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        key={formKey}
        onSubmit={save}
        aria-label={editing ? 'Edit the template' : 'Add a template'}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <BoundField field={field('kind')}>
          {(control) => (
            <Select
              {...control()}
              options={kindOptions}
              defaultValue={editing?.kind ?? kindOptions[0]?.value}
            />
          )}
        </BoundField>
        <BoundField field={field('name')}>
          {(control) => <TextInput {...control({ defaultValue: editing?.name })} />}
        </BoundField>
        <BoundField
          field={field('body')}
          hint={`${placeholderList} are filled in from the submission.`}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control({ rows: 5, defaultValue: editing?.body })} />}
        </BoundField>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" size="field">
            {editing ? 'Save template' : 'Add template'}
          </Button>
          {editing && (
            <Button type="button" variant="ghost" size="field" onClick={() => startOver('')}>
              Cancel
            </Button>
          )}
        </div>
        <p role="status" className="text-sm text-slate-800 sm:col-span-2">
          {status}
        </p>
        <div className="sm:col-span-2">
          <FormAlert message={error} />
        </div>
      </form>
    </section>
  );
}
