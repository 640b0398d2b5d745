import { Icon } from '#app/components/ui/icon.tsx';
import { FormBesideAside } from '#app/components/form-beside-aside.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { publicHelplines, siteConfig } from '#app/lib/site-config.ts';
import { Island } from '#app/lib/island.tsx';
import { AdverseEventForm } from './adverse-event-form.tsx';
import { useTranslate } from '#languages/messages.ts';
import { formIslandMessages } from '#languages/lead-messages.ts';

/** The texts the report form shows (app/lib/island.tsx): its own, its fields' and its choices'. */
const formMessages = ['adverseEvent', 'field.adverse-event', 'option', 'form', 'site.name'];

export function AdverseEventPage({ title, lead }: { title: string; lead: string }) {
  const { t, rich, locale } = useTranslate();
  const islandMessages = formIslandMessages(locale, formMessages);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <FormBesideAside
        notice={
          <section
            aria-labelledby="emergency-heading"
            className="rounded-xl border-2 border-red-700 bg-red-50 p-5 text-red-900"
          >
            <h2 id="emergency-heading" className="flex items-center gap-2 text-lg font-bold">
              <Icon name="phone" className="size-5" />
              {t('adverseEvent.emergencyHeading')}
            </h2>
            <p className="mt-2">
              {rich('adverseEvent.emergency', {
                ambulance: (
                  <a href="tel:108" className="font-semibold underline">
                    108
                  </a>
                ),
                emergency: (
                  <a href="tel:112" className="font-semibold underline">
                    112
                  </a>
                ),
              })}
            </p>
          </section>
        }
        form={
          <Island
            name="adverse-event-form"
            component={AdverseEventForm}
            props={{}}
            messages={islandMessages}
          />
        }
        aside={
          <aside aria-labelledby="pvpi-heading" className="space-y-4">
            <h2 id="pvpi-heading" className="text-xl font-semibold text-slate-900">
              {t('adverseEvent.otherWaysHeading')}
            </h2>
            <p className="text-slate-700">
              {rich('adverseEvent.pvpi', {
                helpline: (
                  <a href={publicHelplines.pvpi.href} className="font-semibold text-teal-800 underline">
                    {publicHelplines.pvpi.display}
                  </a>
                ),
              })}
            </p>
            <p className="text-slate-700">
              {rich('adverseEvent.contactUs', {
                phone: (
                  <a href={siteConfig.phone.href} className="font-semibold text-teal-800 underline">
                    {siteConfig.phone.display}
                  </a>
                ),
                email: (
                  <a href={siteConfig.email.href} className="font-semibold break-all text-teal-800 underline">
                    {siteConfig.email.display}
                  </a>
                ),
              })}
            </p>
          </aside>
        }
      />
    </>
  );
}
