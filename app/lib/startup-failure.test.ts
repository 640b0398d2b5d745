// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { showStartupFailure, startupFailureText } from './startup-failure.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('startup failure blocks', () => {
  it('replaces the app root with the render error block, pointing at the console', () => {
    document.body.innerHTML = '<div id="root"><p>half-drawn page</p></div>';
    const block = showStartupFailure(document, 'render-error');
    expect(block.getAttribute('role')).toBe('alert');
    expect(document.querySelector('#root h1')?.textContent).toBe('Error rendering application');
    expect(document.querySelector('#root')?.textContent).toContain('browser console');
    expect(document.body.textContent).not.toContain('half-drawn page');
  });

  it('writes into the body when the root element is missing', () => {
    document.body.innerHTML = '<main>no root here</main>';
    showStartupFailure(document, 'missing-root');
    expect(document.querySelector('body > div h1')?.textContent).toBe('Root element not found');
    expect(document.body.textContent).not.toContain('no root here');
  });

  it('has a title and an explanation for each kind', () => {
    expect(startupFailureText('render-error').title).toBe('Error rendering application');
    expect(startupFailureText('missing-root').title).toBe('Root element not found');
  });
});
