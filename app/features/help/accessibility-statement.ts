/** When this accessibility statement was prepared; change it whenever its substance changes. */
export const accessibilityStatementDate = { iso: '2026-11-26', display: '26 November 2026' } as const;

/** The standard the site is built and tested to. */
export const accessibilityStandard = {
  name: 'Web Content Accessibility Guidelines (WCAG) 2.2',
  level: 'AA',
  href: 'https://www.w3.org/TR/WCAG22/',
} as const;
