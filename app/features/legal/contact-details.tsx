import { siteConfig } from '#app/lib/site-config.ts';

/** The company's postal address, email and phone, as one block. */
export function ContactDetails({ addressee }: { addressee: string }) {
  const { address } = siteConfig;
  return (
    <address className="mt-4 rounded-xl bg-slate-50 p-5 not-italic">
      <span className="block font-semibold text-slate-900">{addressee}</span>
      <span className="block">{siteConfig.legalName}</span>
      <span className="block">
        {address.street}, {address.city}, {address.state} {address.postalCode}, {address.country}
      </span>
      <span className="mt-2 block">
        Email: <a href={siteConfig.email.href}>{siteConfig.email.display}</a>
      </span>
      <span className="block">
        Phone: <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a> ({siteConfig.salesHours})
      </span>
    </address>
  );
}
