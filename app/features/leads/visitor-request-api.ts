/** The visitor's own request, through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import type { VisitorLanguage } from '#contract/visitor-language.ts';
import { visitorRequestEndpoints } from '#contract/visitor-requests.ts';

export function openVisitorRequest(reference: string, token: string) {
  return callEndpoint(visitorRequestEndpoints.open, {
    params: { reference },
    body: { token },
    failure: 'Could not open your request',
  });
}

/** The answer, with the page's language: the next reply is mailed in it. */
export function answerVisitorRequest(
  reference: string,
  token: string,
  body: string,
  language: VisitorLanguage,
) {
  return callEndpoint(visitorRequestEndpoints.answer, {
    params: { reference },
    body: { token, body, language },
    failure: 'Your answer was not sent',
  });
}
