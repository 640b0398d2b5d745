import { siteConfig } from '#app/lib/site-config.ts';
import { useOpeningHours } from '#app/data/opening-hours.ts';
import { useContent } from '#languages/content.ts';
import { richText } from '#languages/messages.ts';
import { contactDetailsContent } from './legal-document-content.ts';

/** The company's postal address, email and phone, as one block. */
export function ContactDetails({ addressee }: { addressee: string }) {
  const { address } = siteConfig;
  const texts = useContent('legal.contact', contactDetailsContent);
  const hours = useOpeningHours();
  return (
    <address className="mt-4 rounded-xl bg-slate-50 p-5 not-italic">
      <span className="block font-semibold text-slate-900">{addressee}</span>
      <span className="block">{siteConfig.legalName}</span>
      <span className="block">
        {address.street}, {address.city}, {address.state} {address.postalCode}, {address.country}
      </span>
      <span className="mt-2 block">
        {richText(texts.email, { email: <a href={siteConfig.email.href}>{siteConfig.email.display}</a> })}
      </span>
      <span className="block">
        {richText(texts.phone, {
          phone: <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>,
          hours: hours.phoneLine,
        })}
      </span>
    </address>
  );
}
