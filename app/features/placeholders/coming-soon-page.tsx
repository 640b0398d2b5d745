import { buttonVariants } from '#app/components/ui/button-variants.ts';
import type { PageSummary } from '#app/pages.ts';

/** Texts of the placeholder kinds (SPEC §2): categories and pages say Coming Soon, dashboards Coming soon. */
function placeholderText(entry: PageSummary): { badge: string; lead: string } {
  if (entry.path === '/careers') {
    return { badge: 'Coming soon', lead: 'Our careers page is under development. Please check back soon.' };
  }
  if (entry.kind === 'dashboard') {
    return {
      badge: 'Coming soon',
      lead: `${(entry.summary ?? entry.description).replace(/\.$/, '')}: coming soon.`,
    };
  }
  if (entry.kind === 'category-placeholder') {
    return {
      badge: 'Coming Soon',
      lead: 'This product range is being prepared and will be listed here soon.',
    };
  }
  return { badge: 'Coming Soon', lead: 'This page is under development. Please check back soon.' };
}

export function ComingSoonPage({ entry }: { entry: PageSummary }) {
  const { badge, lead } = placeholderText(entry);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center sm:py-20">
      <img
        src="/images/states/coming-soon.svg"
        alt=""
        width={320}
        height={220}
        className="mb-8 h-auto w-56 sm:w-72"
      />
      <p className="rounded-full bg-brand-50 px-4 py-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {badge}
      </p>
      <h1 className="mt-6 text-4xl font-bold text-ink sm:text-5xl">{entry.title}</h1>
      {entry.kind === 'dashboard' && (
        <p className="mt-3 text-lg text-ink-muted">{entry.summary ?? entry.description}</p>
      )}
      <p className="mt-6 text-lg text-ink-muted">{lead}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <a href="/" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          Back to Home
        </a>
        <a href="/products" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          Browse Products
        </a>
      </div>
    </section>
  );
}
