import type { PageAnswer } from '#contract/page-answers.ts';

/**
 * The server's answer to a visitor, above the page's notices: what happened, or what a mailed link
 * asks, with the button that carries it out (a link's page only asks; its button posts, so a mail
 * scanner that opens links changes nothing).
 */
export function RecallMessage({ answer }: { answer: Extract<PageAnswer, { kind: 'message' }> }) {
  return (
    <div
      className="recall-message"
      data-tone={answer.tone}
      role={answer.tone === 'problem' ? 'alert' : 'status'}
    >
      <p>{answer.text}</p>
      {answer.action && (
        <form method="post" action={answer.action.url}>
          <button type="submit" className="recall-action">
            {answer.action.label}
          </button>
        </form>
      )}
    </div>
  );
}
