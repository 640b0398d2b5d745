import { siteConfig } from '#app/lib/site-config.ts';

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 px-4 py-10 text-slate-200">
      <p className="mx-auto max-w-7xl">
        © {siteConfig.foundedYear} {siteConfig.legalName}
      </p>
    </footer>
  );
}
