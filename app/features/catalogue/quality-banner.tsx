import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';

const qualityPoints: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Doctor Approved',
    text: 'Formulations reviewed with practising doctors before they reach our catalogue.',
    icon: 'stethoscope',
  },
  {
    title: 'Natural Ingredients',
    text: 'Our supplements favour natural, well-studied ingredients in evidence-based doses.',
    icon: 'leaf',
  },
  {
    title: 'Quality Assured',
    text: 'Every batch is tested and released under documented quality procedures.',
    icon: 'badge-check',
  },
];

export function QualityBanner() {
  return (
    <section
      aria-labelledby="quality-banner-heading"
      className="rounded-2xl bg-teal-800 px-6 py-10 text-white"
    >
      <h2 id="quality-banner-heading" className="text-center text-2xl font-bold">
        Quality you can rely on
      </h2>
      <ul className="mt-8 grid gap-8 md:grid-cols-3">
        {qualityPoints.map(({ title, text, icon }) => (
          <li key={title} className="text-center">
            <Icon name={icon} className="mx-auto size-10" />
            <h3 className="mt-3 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-teal-50">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
