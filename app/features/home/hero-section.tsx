import { FiguresBand } from '#app/components/ui/figures-band.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { Island } from '#app/lib/island.tsx';
import { heroContent } from './hero-content.ts';
import { useContent } from '#languages/content.ts';

export function HeroSection({ title }: { title: string }) {
  const { stats, assuranceNotes } = useContent('home.hero', heroContent);
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="hero-band px-4 pt-6 pb-10 sm:px-6 sm:pb-12 sm:pt-12"
    >
      <div className="mx-auto max-w-7xl">
        <h1 id="home-title" className="max-w-4xl text-display font-extrabold text-ink">
          {title}
        </h1>
        <Island name="hero-carousel" component={HeroCarousel} props={{}} />
        <FiguresBand figures={stats} className="mt-8 sm:mt-10" />
        <ul className="mt-5 grid gap-x-8 gap-y-1.5 text-sm text-ink-muted md:grid-cols-3">
          {assuranceNotes.map((note) => (
            <li key={note} className="flex items-start gap-2">
              <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {note}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
