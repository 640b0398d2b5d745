import { Link } from 'react-router';
import { siteConfig } from '#app/lib/site-config.ts';
import { legalLinks } from './footer-links.ts';
import { footerLinkClass } from './nav-styles.ts';

/** The year the site was built (set by vite.config.ts), or this year where no build set it. */
export function copyrightYear(): number {
  const built = (import.meta.env as { BUILD_YEAR?: string } | undefined)?.BUILD_YEAR;
  return built ? Number(built) : new Date().getFullYear();
}

/** Legal links and the copyright line at the very bottom of every page. */
export function LegalBar() {
  return (
    <div className="border-t border-white/10" data-page-end>
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <p className="text-slate-400">
          © {copyrightYear()} {siteConfig.legalName}. All rights reserved.
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
