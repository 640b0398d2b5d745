import type { PackCheckAnswer, PackCheckAsked } from './pack-checks.ts';

/**
 * What the server answers a visitor's own request with, written into a page as the server renders
 * it (server/site/page-renderer.ts): a form posted without JavaScript, a link followed from a mail,
 * a pack checked. Never cached: the page is that visitor's alone. Each kind belongs to one page.
 */
export type PageAnswer =
  | {
      kind: 'message';
      tone: 'done' | 'problem' | 'question';
      text: string;
      /** The button that carries out what a link asked for (a link's page only asks; its button posts). */
      action?: { url: string; label: string };
      /** What the visitor sent in the page's form, to show it in the form again (by field name). */
      sent?: Readonly<Record<string, string>>;
    }
  | {
      /** `/verify` in any language: what was asked, back in the forms, and the answer above them. */
      kind: 'pack-check';
      asked: PackCheckAsked;
      answer: PackCheckAnswer;
    }
  | {
      /**
       * A form's confirmation page (`/contact/received` …) for the visitor who holds the
       * submission's receipt: its reference, and its request's own page with the receipt.
       */
      kind: 'lead-received';
      reference: string;
      requestLink: string;
    };
