import { Link } from 'react-router';
import { FiguresBand } from '#app/components/ui/figures-band.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { aboutStats, timeline } from './about-content.ts';
import { CompanyHeading } from './company-heading.tsx';
import { PrincipleList } from './principle-list.tsx';
import { StoryCarousel } from './story-carousel.tsx';
import { Timeline } from './timeline.tsx';

/** The home page's About: every text of SPEC §2 in a compact block, with the full story a link away. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="px-4 py-14 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <CompanyHeading id="about-title" eyebrow="About us" title={`About ${siteConfig.name}`}>
          {siteConfig.blurb}
        </CompanyHeading>
        <FiguresBand figures={aboutStats} className="mt-8" />
        <div className="mt-10 grid items-start gap-10 lg:grid-cols-2">
          <StoryCarousel />
          <div>
            <PrincipleList layout="list" />
            <h3 className="mt-8 mb-4 text-xl font-bold text-ink">Our Journey</h3>
            <Timeline entries={timeline} headingLevel={4} />
            <Link
              to="/about"
              className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              Read our full story
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
