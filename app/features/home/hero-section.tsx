import { FiguresBand } from '#app/components/ui/figures-band.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { assuranceNotes, heroStats } from './hero-content.ts';

export function HeroSection({ title }: { title: string }) {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-[linear-gradient(180deg,var(--color-brand-50),#fff_70%)] px-4 pt-6 pb-10 sm:px-6 sm:pb-12 sm:pt-12 lg:pt-16"
    >
      <div className="mx-auto max-w-7xl">
        <h1 id="home-title" className="max-w-4xl text-display font-extrabold text-ink">
          {title}
        </h1>
        <HeroCarousel />
        <FiguresBand figures={heroStats} className="mt-8 sm:mt-10" />
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
