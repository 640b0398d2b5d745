import { describe, expect, it } from 'vitest';
import { localContent } from '#languages/content.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import { visitorRequestMessages, visitorStatusTexts } from '#contract/visitor-request-texts.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { ApiError, networkFailureMessage } from '#app/lib/api-client.ts';
import { visitorRequestContent } from './visitor-request-content.ts';
import {
  type RequestContractTexts,
  requestFailureText,
  requestMessageText,
} from './visitor-request-failure.ts';

const telugu = messagesFor('te');
const texts = localContent('request.page', visitorRequestContent, telugu);
const contract: RequestContractTexts = {
  messages: localContent('request.messages', visitorRequestMessages, telugu),
  statuses: localContent('request.status', visitorStatusTexts, telugu),
  kinds: localContent('request.kind', leadKindLabels, telugu),
};

describe('a request page’s failures in the page’s language', () => {
  it('puts the contract’s English messages, the schema’s and the server’s, in Telugu', () => {
    expect(requestMessageText(visitorRequestMessages.answerRequired, contract)).toBe(
      telugu['request.messages.answerRequired'],
    );
    const notFound = new ApiError(visitorRequestMessages.notFound, { status: 404 });
    expect(requestFailureText(notFound, texts.couldNotOpen, texts, contract)).toBe(
      telugu['request.messages.notFound'],
    );
  });

  it('says in Telugu that the server was out of reach, and keeps any other message as it came', () => {
    const offline = new ApiError(networkFailureMessage, { status: 0 });
    expect(requestFailureText(offline, texts.answerNotSent, texts, contract)).toBe(
      telugu['request.page.networkFailure'],
    );
    expect(requestMessageText('Something else', contract)).toBe('Something else');
    expect(requestFailureText('not an error', texts.answerNotSent, texts, contract)).toBe(
      telugu['request.page.answerNotSent'],
    );
  });

  it('knows the API client’s words for an unreachable server', () => {
    expect(visitorRequestContent.networkFailure).toBe(networkFailureMessage);
  });
});
