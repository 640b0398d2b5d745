/** The visitor's own request, through the one API client. */
import { callEndpoint } from '#app/lib/api-client.ts';
import { visitorRequestEndpoints } from '#contract/visitor-requests.ts';

export function openVisitorRequest(reference: string, token: string) {
  return callEndpoint(visitorRequestEndpoints.open, {
    params: { reference },
    body: { token },
    failure: 'Could not open your request',
  });
}

export function answerVisitorRequest(reference: string, token: string, body: string) {
  return callEndpoint(visitorRequestEndpoints.answer, {
    params: { reference },
    body: { token, body },
    failure: 'Your answer was not sent',
  });
}
