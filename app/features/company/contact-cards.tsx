import type { ReactNode } from 'react';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { cn } from '#app/components/ui/class-names.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { useOpeningHours } from '#app/data/opening-hours.ts';
import { useContent } from '#languages/content.ts';
import { fillText } from '#languages/messages.ts';
import { contactCardsContent } from './contact-content.ts';

function ContactCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800"
      >
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-ink">{title}</h3>
        <div className="mt-1 text-ink-muted">{children}</div>
      </div>
    </li>
  );
}

/**
 * Phone, email, address and business hours (SPEC §2): stacked beside the form on the home page,
 * four across on the contact page.
 */
export function ContactCards({ layout }: { layout: 'stack' | 'row' }) {
  const { address } = siteConfig;
  const texts = useContent('company.contactCards', contactCardsContent);
  const hours = useOpeningHours();
  return (
    <ul className={cn('grid gap-3', layout === 'row' ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-1')}>
      <ContactCard icon="phone" title={texts.phone}>
        <a href={siteConfig.phone.href} className="font-medium text-brand-800 underline">
          {siteConfig.phone.display}
        </a>
        <p className="text-sm">{hours.phoneLine}</p>
      </ContactCard>
      <ContactCard icon="mail" title={texts.email}>
        <a href={siteConfig.email.href} className="font-medium break-all text-brand-800 underline">
          {siteConfig.email.display}
        </a>
        <p className="text-sm">
          {fillText(texts.emailHours, {
            anyHour: siteConfig.anyHour,
            replyWithin: hours.replyWithin,
          })}
        </p>
      </ContactCard>
      <ContactCard icon="map-pin" title={texts.address}>
        <address className="not-italic">
          {siteConfig.legalName}
          <br />
          {address.street}
          <br />
          {address.city}, {address.state} {address.postalCode}
          <br />
          {address.country}
        </address>
      </ContactCard>
      <ContactCard icon="clock" title={texts.businessHours}>
        <p className="text-sm">{texts.officeVisits}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
          {texts.officeDays.map((entry, index) => (
            <div key={index} className="contents">
              <dt className="font-medium text-ink">{entry.days}</dt>
              <dd>{entry.hours}</dd>
            </div>
          ))}
        </dl>
      </ContactCard>
    </ul>
  );
}

/**
 * The 24/7 assistance panel: Call dials the company, Start Live Chat opens the chat (the page's
 * chat island listens for it: app/features/chat/live-chat.tsx).
 */
export function AssistancePanel() {
  const texts = useContent('company.contactCards', contactCardsContent);
  const hours = useOpeningHours();
  return (
    <div className="rounded-card bg-brand-800 p-5 text-white shadow-card sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <Icon name="headset" className="size-5" />
        {texts.assistanceHeading}
      </h3>
      <p className="mt-2 text-brand-50">
        {fillText(texts.assistanceText, {
          replyWithin: hours.replyWithin,
          salesHours: hours.phoneLine,
        })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={siteConfig.phone.href} className={buttonVariants({ variant: 'inverse' })}>
          <Icon name="phone" className="size-4" />
          {texts.call}
          <span className="sr-only"> {siteConfig.phone.display}</span>
        </a>
        <button
          type="button"
          data-start-chat=""
          aria-haspopup="dialog"
          className={`${buttonVariants({ variant: 'ghost' })} border border-white text-white hover:bg-brand-700`}
        >
          <Icon name="message-circle" className="size-4" />
          {texts.startChat}
        </button>
      </div>
    </div>
  );
}
