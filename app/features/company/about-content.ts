import type { Figure } from '#app/components/ui/figures-band.tsx';

/** SPEC §2 "Home page", about stat cards. */
export const aboutStats: readonly Figure[] = [
  { value: '100+', label: 'Professionals' },
  { value: '100+', label: 'Partner clinics' },
  { value: '100+', label: 'Medicine SKUs' },
  { value: '99.3%', label: 'On-time delivery' },
];

export interface StorySlide {
  title: string;
  text: string;
  image: string;
  imageAlt: string;
}

export const storySlides: readonly StorySlide[] = [
  {
    title: 'Founded in Hyderabad',
    text: 'We began in 2025 with a simple promise: genuine medicines, fair prices and an answer to every enquiry within 24 hours.',
    image: '/images/story/founded-in-hyderabad.svg',
    imageAlt: 'Illustration of a four-minaret gateway in Hyderabad under the morning sun',
  },
  {
    title: 'Built with Our Partners',
    text: 'Hospitals, clinics and pharmacies rely on our warehouse and delivery team for dependable, on-time supply.',
    image: '/images/story/partner-network.svg',
    imageAlt: 'Illustration of a warehouse connected to a hospital, a clinic, a pharmacy and a delivery van',
  },
  {
    title: 'Quality at Every Step',
    text: 'Every batch is checked, traced and stored with care before it reaches a patient.',
    image: '/images/story/quality-first.svg',
    imageAlt: 'Illustration of a laboratory flask, test tubes and a quality seal',
  },
];

export const storyFallbackImage = '/images/fallback.svg';

export interface Principle {
  title: string;
  text: string;
}

export const principles: readonly Principle[] = [
  {
    title: 'Our Mission',
    text: 'To make quality medicines and healthcare products easy to find, fairly priced and reliably delivered for every patient and provider we serve.',
  },
  {
    title: 'Our Vision',
    text: 'To be the healthcare supply partner India’s families and clinicians trust first, starting from Hyderabad.',
  },
  {
    title: 'Our Core Values',
    text: 'Integrity in every product, care for every patient, openness with every partner and respect for every regulation.',
  },
];

export interface TimelineEntry {
  /** A year, or a word for a stage without a date ("Today", "Next"). */
  when: string;
  title: string;
  text: string;
}

/** SPEC §2: the home page's one-entry timeline. */
export const timeline: readonly TimelineEntry[] = [
  {
    when: '2025',
    title: 'Company founded',
    text: 'Aarogya Life Sciences opens in Hyderabad, Telangana, supplying medicines, supplements and devices.',
  },
];

/**
 * The about page's journey: the founding, then what stands today and what is announced, taken from
 * the site's own catalogue and service pages, so no date or figure is claimed that did not happen.
 */
export const journey: readonly TimelineEntry[] = [
  ...timeline,
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
];

export interface Audience {
  title: string;
  text: string;
  to: string;
  linkLabel: string;
}

/** What the company makes and for whom (SPEC §1), each with the page that serves them. */
export const audiences: readonly Audience[] = [
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
];
