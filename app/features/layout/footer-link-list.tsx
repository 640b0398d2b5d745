import { footerLinkClass } from './nav-styles.ts';
import type { FooterLink } from './footer-links.ts';

/** A list of the footer's links, on its dark background. */
export function FooterLinkList({ links, className }: { links: readonly FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to} className={footerLinkClass}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
