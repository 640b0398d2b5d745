import { chatTextParts } from '#app/data/answers/links.ts';

/** An answer's text with its mentions of pages, phone numbers and the email address as links. */
export function LinkedText({ text }: { text: string }) {
  return chatTextParts(text).map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={index} href={part.to} className="font-medium text-teal-800 underline hover:text-teal-900">
        {part.text}
      </a>
    ),
  );
}
