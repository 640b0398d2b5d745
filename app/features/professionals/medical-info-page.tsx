import { FormBesideAside } from '#app/components/form-beside-aside.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { Island } from '#app/lib/island.tsx';
import { publicHelplines, siteConfig } from '#app/lib/site-config.ts';
import { CatalogueProductList } from '#app/components/catalogue-product-list.tsx';
import { useContent } from '#languages/content.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { MedicalInfoForm } from './medical-info-form.tsx';
import { medicalInfoPageContent } from './professionals-content.ts';
import { productListId } from './professional-texts.ts';

const linkClass = 'font-semibold text-teal-800 underline';

/** `/medical-info`: healthcare professionals ask our medical information team. */
export function MedicalInfoPage({
  title,
  lead,
  productNames,
}: {
  title: string;
  lead: string;
  /** The product master's names, suggested in the product field. */
  productNames: readonly string[];
}) {
  const texts = useContent('professionals.medicalInfoPage', medicalInfoPageContent);
  const { locale } = useTranslate();
  const { ambulance, emergency } = publicHelplines.emergency;
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <FormBesideAside
        notice={{
          headingId: 'side-effect-heading',
          tone: 'caution',
          heading: texts.sideEffectHeading,
          text: richText(texts.sideEffectText, {
            form: (
              <a href={localHref('/adverse-events', locale)} className={linkClass}>
                {texts.sideEffectFormLink}
              </a>
            ),
            ambulance: (
              <a href={`tel:${ambulance}`} className={linkClass}>
                {ambulance}
              </a>
            ),
            emergency: (
              <a href={`tel:${emergency}`} className={linkClass}>
                {emergency}
              </a>
            ),
          }),
        }}
        form={
          <>
            <Island name="medical-info-form" component={MedicalInfoForm} props={{}} />
            <CatalogueProductList id={productListId} names={productNames} />
          </>
        }
        aside={{
          headingId: 'medical-info-about',
          className: 'space-y-4 text-slate-700',
          heading: texts.aboutHeading,
          children: (
            <>
              <p>{texts.aboutText}</p>
              <p>
                {richText(texts.patients, {
                  contact: (
                    <a href={localHref('/contact', locale)} className={linkClass}>
                      {texts.contactLink}
                    </a>
                  ),
                  phone: (
                    <a href={siteConfig.phone.href} className={linkClass}>
                      {siteConfig.phone.display}
                    </a>
                  ),
                })}
              </p>
              <p>
                {richText(texts.prescribing, {
                  link: (
                    <a href={localHref('/prescribing-info', locale)} className={linkClass}>
                      {texts.prescribingLink}
                    </a>
                  ),
                })}
              </p>
            </>
          ),
        }}
      />
    </>
  );
}
