import type { TimelineEntry } from './about-content.ts';

/** A group the company works for, with the page that serves them. */
interface Audience {
  title: string;
  text: string;
  to: string;
  linkLabel: string;
}

/**
 * The about page's own words (`company.about`). What only this page shows stays in its own module, out
 * of the home page's bundle.
 */
export const aboutPageContent = {
  storyEyebrow: 'Our story',
  storyTitle: 'Healthcare from Hyderabad',
  whereWeWork:
    'Our office and team are in IDA Nacharam, Hyderabad. Our chat and forms are open around the clock, our phone line {salesHours}; we ship across India and we answer every enquiry within {replyWithin}.',
  principlesEyebrow: 'What guides us',
  principlesTitle: 'Mission, Vision and Values',
  audiencesEyebrow: 'What we make',
  audiencesTitle: 'For Whom We Work',
  audiencesLead:
    'Medicines, supplements, medical devices and contract services, each for the people who need them.',
  /** What the company makes and for whom (SPEC §1), each with the page that serves them. */
  audiences: [
    {
      title: 'Patients and families',
      text: 'Genuine medicines, supplements and home devices such as thermometers and blood pressure monitors, with a reply to every question within 24 hours.',
      to: '/products',
      linkLabel: 'Browse our products',
    },
    {
      title: 'Doctors and hospitals',
      text: 'Prescription medicines across cardiovascular, neurological, metabolic, respiratory and immune health, supplied on time to wards and clinics.',
      to: '/products/prescription-medicines',
      linkLabel: 'See prescription medicines',
    },
    {
      title: 'Pharmacies and bulk buyers',
      text: 'OTC products, supplements and devices in bulk, quoted within 24 hours and shipped across India.',
      to: '/request-quote',
      linkLabel: 'Request a quote',
    },
    {
      title: 'Partners in research and manufacturing',
      text: 'Clinical research, drug manufacturing, quality assurance and regulatory affairs as contract services.',
      to: '/services',
      linkLabel: 'Explore our services',
    },
  ] satisfies readonly Audience[],
  journeyEyebrow: 'Since 2025',
  journeyTitle: 'Our Journey',
  /**
   * The journey after the founding (the home page's timeline): what stands today and what is
   * announced, taken from the site's own catalogue and service pages, so no date or figure is claimed
   * that did not happen.
   */
  laterJourney: [
    {
      when: 'Today',
      title: 'Four product ranges and four services',
      text: 'Prescription medicines, OTC products, supplements and medical devices, with clinical research, drug manufacturing, quality assurance and regulatory affairs for our partners.',
    },
    {
      when: 'Next',
      title: 'New therapy ranges',
      text: 'Cardiovascular, neurological, pain management, metabolic and oncology ranges are being prepared and will be listed as they are ready.',
    },
  ] satisfies readonly TimelineEntry[],
  contactTeam: 'Contact our team',
  browseProducts: 'Browse our products',
};
