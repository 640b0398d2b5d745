import { FormBesideAside } from '#app/components/form-beside-aside.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { publicHelplines, siteConfig } from '#app/lib/site-config.ts';
import { Island } from '#app/lib/island.tsx';
import { AdverseEventForm } from './adverse-event-form.tsx';
import { useTranslate } from '#languages/messages.ts';

export function AdverseEventPage({ title, lead }: { title: string; lead: string }) {
  const { t, rich } = useTranslate();
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <FormBesideAside
        notice={{
          headingId: 'emergency-heading',
          tone: 'urgent',
          icon: 'phone',
          heading: t('adverseEvent.emergencyHeading'),
          text: rich('adverseEvent.emergency', {
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
          }),
        }}
        form={<Island name="adverse-event-form" component={AdverseEventForm} props={{}} />}
        aside={{
          headingId: 'pvpi-heading',
          className: 'space-y-4',
          heading: t('adverseEvent.otherWaysHeading'),
          children: (
            <>
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
                    <a
                      href={siteConfig.email.href}
                      className="font-semibold break-all text-teal-800 underline"
                    >
                      {siteConfig.email.display}
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
