import { FooterCompany } from './footer-company.tsx';
import { FooterLinkColumns } from './footer-link-columns.tsx';
import { LegalBar } from './legal-bar.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { QuickLinkTiles } from './quick-link-tiles.tsx';

/** The footer of every page. On the dark background the focus ring turns light to stay visible. */
export function SiteFooter() {
  return (
    <footer className="bg-ink text-slate-300 [&_:focus-visible]:outline-brand-300">
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 md:space-y-12 md:py-12">
        <QuickLinkTiles />
        <div className="grid gap-6 lg:grid-cols-12 lg:gap-10">
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
