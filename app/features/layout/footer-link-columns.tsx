import { Link } from 'react-router';
import { footerColumns } from './footer-links.ts';
import { footerLinkClass } from './nav-styles.ts';

/** The Company, Products, Resources and Support columns. */
export function FooterLinkColumns() {
  return (
    <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
      {footerColumns.map((column) => (
        <div key={column.heading}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {column.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
