import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon.tsx';
import { SectionHeading } from './section-heading.tsx';
import { serviceCards, serviceStats } from './services-content.ts';
import { StatList } from './stat-list.tsx';

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-slate-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="services-title" eyebrow="What we do" title="Our Services">
          Everything a hospital, clinic or pharmacy needs to keep patients supplied.
        </SectionHeading>
        <StatList stats={serviceStats} className="mt-10" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-700 text-white">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link
            to="/services"
            className="inline-flex items-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
          >
            See all services
          </Link>
        </p>
      </div>
    </section>
  );
}
