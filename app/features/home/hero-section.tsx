import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon.tsx';
import { StatList } from './stat-list.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { assuranceNotes, demoVideo, heroStats, trustChips } from './hero-content.ts';

export function HeroSection({ title }: { title: string }) {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-gradient-to-br from-teal-50 via-white to-sky-50 px-4 pt-10 pb-14 sm:pt-14 lg:pb-20"
    >
      <div className="mx-auto grid max-w-7xl items-start gap-10 lg:grid-cols-2">
        <div>
          <ul aria-label="Why customers choose us" className="flex flex-wrap gap-2">
            {trustChips.map((chip) => (
              <li
                key={chip}
                className="inline-flex items-center gap-1.5 rounded-full border border-teal-200 bg-white px-3 py-1 text-sm font-medium text-teal-900"
              >
                <Icon name="shield-check" className="size-4 text-teal-700" />
                {chip}
              </li>
            ))}
          </ul>
          <h1
            id="home-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            {title}
          </h1>
          <HeroCarousel />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/products"
              className="inline-flex items-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white shadow hover:bg-teal-800"
            >
              Explore Products
            </Link>
            <a
              href={demoVideo.href}
              type="video/mp4"
              className="inline-flex items-center gap-2 rounded-full border border-teal-700 bg-white px-6 py-3 font-semibold text-teal-800 hover:bg-teal-50"
            >
              <Icon name="circle-play" className="size-5" />
              Watch Demo
              <span className="sr-only"> ({demoVideo.description})</span>
            </a>
          </div>
        </div>
        <div>
          <img
            src="/images/hero/hero-care.svg"
            alt="Illustration of a medicine bottle, capsules, a quality shield and a stethoscope"
            width={640}
            height={520}
            fetchPriority="high"
            className="h-auto w-full rounded-[2rem]"
          />
          <StatList stats={heroStats} columns="two" className="mt-6" />
        </div>
      </div>
      <ul className="mx-auto mt-10 grid max-w-7xl gap-4 md:grid-cols-3">
        {assuranceNotes.map((note) => (
          <li
            key={note}
            className="flex items-start gap-3 rounded-2xl bg-white/70 p-4 text-slate-800 shadow-sm"
          >
            <Icon name="circle-check" className="mt-0.5 size-5 text-teal-700" />
            {note}
          </li>
        ))}
      </ul>
    </section>
  );
}
