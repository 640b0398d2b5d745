import { FooterCompany } from './footer-company.tsx';
import { FooterLinkColumns } from './footer-link-columns.tsx';
import { LegalBar } from './legal-bar.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { QuickLinkTiles } from './quick-link-tiles.tsx';

/** The footer of every page. On the dark background the focus ring turns light to stay visible. */
export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300 [&_:focus-visible]:outline-teal-300">
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12">
        <QuickLinkTiles />
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <FooterCompany />
          </div>
          <div className="lg:col-span-8">
            <FooterLinkColumns />
          </div>
        </div>
        <NewsletterForm />
      </div>
      <LegalBar />
    </footer>
  );
}
