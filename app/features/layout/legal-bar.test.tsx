// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '#app/lib/site-config.ts';
import { copyrightYear, LegalBar } from './legal-bar.tsx';

describe('the copyright line', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('names the year the site was built, not the founding year', () => {
    vi.stubEnv('BUILD_YEAR', '2031');
    const Stub = createRoutesStub([{ path: '/', Component: LegalBar }]);
    render(<Stub />);
    expect(screen.getByText(`© 2031 ${siteConfig.legalName}. All rights reserved.`)).toBeTruthy();
  });

  it('falls back to the current year outside a build', () => {
    vi.stubEnv('BUILD_YEAR', '');
    expect(copyrightYear()).toBe(new Date().getFullYear());
  });
});
