/** The pictures of a page's or a list's state, by name, with the size each is shown at, so the page keeps its room before it loads. */
const illustrations = {
  'no-results': { width: 240, height: 165 },
  'coming-soon': { width: 320, height: 220 },
  'not-found': { width: 320, height: 220 },
} as const;

/** A state's picture beside its words: decorative, so it has no text of its own. */
export function StateIllustration({
  name,
  className,
}: {
  name: keyof typeof illustrations;
  className: string;
}) {
  const { width, height } = illustrations[name];
  return (
    <img src={`/images/states/${name}.svg`} alt="" width={width} height={height} className={className} />
  );
}
