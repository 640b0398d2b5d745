import { Link } from 'react-router';
import { siteConfig } from '#app/lib/site-config.ts';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 bg-white/90 shadow-sm">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link to="/" className="text-xl font-bold text-teal-800">
          {siteConfig.name}
        </Link>
        <nav aria-label="Main">
          <Link to="/products">Products</Link>
        </nav>
      </div>
    </header>
  );
}
