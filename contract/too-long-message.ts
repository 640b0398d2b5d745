/** A text over its field's limit is told so in one sentence, the same for every field. */
export function tooLongMessage(subject: string, max: number): string {
  return `${subject} can have at most ${max} characters.`;
}
