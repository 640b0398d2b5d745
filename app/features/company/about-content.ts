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

/** The story carousel's texts (`company.story`). */
export const storyContent = { label: 'Our story', slides: storySlides };

/** The home page's About section's own words (`home.about`). */
export const aboutSectionContent = {
  eyebrow: 'About us',
  title: 'About {name}',
  principlesHeading: 'Mission, vision and values',
  journeyHeading: 'Our Journey',
  readStory: 'Read our full story',
  stats: aboutStats,
  timeline,
};
