import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';
import { useTranslate } from '#languages/messages.ts';

const qualityPoints: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'catalogue.doctorApproved',
    text: 'catalogue.doctorApprovedText',
    icon: 'stethoscope',
  },
  {
    title: 'catalogue.naturalIngredients',
    text: 'catalogue.naturalIngredientsText',
    icon: 'leaf',
  },
  {
    title: 'catalogue.qualityAssured',
    text: 'catalogue.qualityAssuredText',
    icon: 'badge-check',
  },
];

export function QualityBanner() {
  const { t } = useTranslate();
  return (
    <section
      aria-labelledby="quality-banner-heading"
      className="rounded-2xl bg-teal-800 px-6 py-10 text-white"
    >
      <h2 id="quality-banner-heading" className="text-center text-2xl font-bold">
        {t('catalogue.qualityHeading')}
      </h2>
      <ul className="mt-8 grid gap-8 md:grid-cols-3">
        {qualityPoints.map(({ title, text, icon }) => (
          <li key={title} className="text-center">
            <Icon name={icon} className="mx-auto size-10" />
            <h3 className="mt-3 text-lg font-semibold">{t(title)}</h3>
            <p className="mt-2 text-teal-50">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
