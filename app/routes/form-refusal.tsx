import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/form-refusal';
import { checkboxFields, leadFieldLabels, multilineFields } from '#contract/lead-field-labels.ts';
import { furtherLineOf } from '#contract/quote-lines.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { localeOfPath } from '#languages/locales.ts';
import { pageAnswerContext } from '#app/lib/live-data.ts';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { FormRefusalPage, type RefusedControl } from '#app/features/leads/form-refusal-page.tsx';
import { NotFoundPage } from '#app/features/errors/not-found-page.tsx';
import { RouterErrorPage } from '#app/features/errors/router-error-page.tsx';

/**
 * A public form posted without JavaScript and refused by the server (server/routes/submissions.ts),
 * which renders this route with its answer. Without one (the address asked for directly) there is
 * nothing to show: not found.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const answer = context.get(pageAnswerContext);
  if (answer?.kind !== 'form-refusal') throw data(null, { status: 404 });
  const locale = localeOfPath(new URL(request.url).pathname);
  const messages = messagesFor(locale);
  const text = (id: string) => messages[id] ?? id;
  const { lead, typed, fieldErrors } = answer;
  // A quote's further lines: those filled in, and one empty line to add another.
  const filledLines = Object.entries(typed)
    .filter(([, value]) => value !== '')
    .map(([name]) => furtherLineOf(name) ?? 1);
  const linesShown = Math.max(1, ...filledLines) + 1;
  const controls = Object.entries(leadFieldLabels[lead])
    .filter(([name]) => (furtherLineOf(name) ?? 1) <= linesShown)
    .map(([name, label]): RefusedControl => ({
      name,
      label: messages[`field.${lead}.${name}`] ?? label,
      control: checkboxFields.includes(name)
        ? 'checkbox'
        : multilineFields.includes(name)
          ? 'textarea'
          : 'input',
      value: typed[name] ?? '',
      checked: (typed[name] ?? '') !== '',
      ...(fieldErrors[name] !== undefined && { error: fieldErrors[name] }),
    }));
  return {
    locale,
    texts: {
      title: text('refusal.title'),
      sendAgain: text('refusal.sendAgain'),
      homePage: text('refusal.homePage'),
      leaveEmpty: text('form.leaveEmpty'),
    },
    message: answer.message,
    controls,
    action: answer.action,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.texts.title }] : []), { name: 'robots', content: 'noindex' }];
}

/** Static HTML: the form posts as a plain form; nothing on the page moves but the header. */
export const handle = islandsPageHandle;

export default function FormRefusalRoute({ loaderData }: Route.ComponentProps) {
  return <FormRefusalPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RouterErrorPage detail={error instanceof Error ? error.message : String(error)} />;
}
