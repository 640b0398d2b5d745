import type { PackCheckAnswer, PackCheckAsked } from './pack-checks.ts';
import type { LeadKind } from './lead-fields.ts';

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
    }
  | FormRefusal
  | DeclarationAsked;

/**
 * A public form posted without JavaScript and refused: the form again, with what went wrong and
 * what was typed, so nothing has to be typed twice. Rendered at `formRefusalPath` in the form's
 * language (`/te/form-refusal`), which gives the page its language.
 */
export interface FormRefusal {
  kind: 'form-refusal';
  lead: LeadKind;
  /** What went wrong, in the form's language: the sum of the fields' messages, or the one reason. */
  message: string;
  /** Each refused field's message, by field name. */
  fieldErrors: Readonly<Record<string, string>>;
  /** What was sent, by field name; a ticked checkbox is any text but the empty one. */
  typed: Readonly<Record<string, string>>;
  /** Where the form posts again: the form's endpoint, with the language it was sent in. */
  action: string;
}

/**
 * The healthcare professional's declaration, standing in for a page of prescribing information
 * until the visitor has made it: rendered at the asked page's own address (its head, title and
 * back link), with the reason the last answer was refused, if it was.
 */
export interface DeclarationAsked {
  kind: 'declaration';
  message?: string;
}

/**
 * The route that renders a `FormRefusal` (app/routes/form-refusal.tsx). Never prerendered nor
 * listed: asked for by a browser, it is not found.
 */
export const formRefusalPath = '/form-refusal';
