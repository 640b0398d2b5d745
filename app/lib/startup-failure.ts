/** The blocks shown when the app cannot start at all (SPEC §8). Plain DOM: React may be what failed. */
export type StartupFailure = 'render-error' | 'missing-root';

const texts: Record<StartupFailure, { title: string; body: string }> = {
  'render-error': {
    title: 'Error rendering application',
    body: 'Something went wrong while starting the page. Please check the browser console for details, then reload.',
  },
  'missing-root': {
    title: 'Root element not found',
    body: 'The page is missing the element the application starts in. Please check the browser console and reload.',
  },
};

export function startupFailureText(kind: StartupFailure) {
  return texts[kind];
}

export function showStartupFailure(doc: Document, kind: StartupFailure): HTMLElement {
  const { title, body } = texts[kind];
  const block = doc.createElement('div');
  block.setAttribute('role', 'alert');
  block.style.cssText =
    'max-width:36rem;margin:4rem auto;padding:1.5rem;border:2px solid #b91c1c;border-radius:.75rem;font-family:system-ui,sans-serif;color:#1f2937;background:#fff';
  const heading = doc.createElement('h1');
  heading.textContent = title;
  heading.style.cssText = 'margin:0 0 .5rem;font-size:1.5rem;color:#b91c1c';
  const text = doc.createElement('p');
  text.textContent = body;
  block.append(heading, text);
  const host = doc.getElementById('root') ?? doc.body;
  host.replaceChildren(block);
  return block;
}
