import { FiguresBand } from '#app/components/ui/figures-band.tsx';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { IconTile } from '#app/components/ui/icon-tile.tsx';
import { SectionHeading } from '#app/components/ui/section-heading.tsx';
import { servicesSectionContent } from './services-content.ts';
import { useContent } from '#languages/content.ts';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';

/**
 * A text column beside the six services as a ruled list (each opens with a tap below 768 px), with the
 * figures as one dark band.
 */
export function ServicesSection() {
  const texts = useContent('home.services', servicesSectionContent);
  const { locale } = useTranslate();
  return (
    <section id="services" aria-labelledby="services-title" className="bg-mist px-4 py-10 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-x-16 gap-y-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <SectionHeading id="services-title" eyebrow={texts.eyebrow} title={texts.title} align="start">
            {texts.lead}
          </SectionHeading>
          <a
            href={localHref('/services', locale)}
            className={`${buttonVariants({ variant: 'secondary', size: 'sm' })} mt-4 lg:mt-6`}
          >
            {texts.seeAll}
            <Icon name="arrow-right" />
          </a>
        </div>
        <ul className="grid gap-x-8 sm:grid-cols-2 lg:row-span-2">
          {texts.cards.map((card) => (
            <li key={card.icon} className="border-t border-slate-300">
              <Disclosure
                summaryClassName="min-h-14 py-2 text-brand-800 md:pt-4 md:pb-0"
                summary={
                  // A summary holds phrasing content and headings, never a heading inside a span.
                  <>
                    <IconTile icon={card.icon} size="sm" />
                    <h3 className="mr-auto font-bold text-ink sm:ml-1">{card.title}</h3>
                  </>
                }
              >
                <p className="pb-4 pl-13 text-sm text-ink-muted sm:pl-14">{card.text}</p>
              </Disclosure>
            </li>
          ))}
        </ul>
        <FiguresBand figures={texts.stats} className="self-end lg:grid-cols-2 lg:divide-x-0" />
      </div>
    </section>
  );
}
