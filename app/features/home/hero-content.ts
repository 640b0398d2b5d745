export interface HeroSlide {
  badge: string;
  title: string;
  subtitle: string;
  highlight: string;
  /** The slide's illustration in public/ (640 × 480). */
  picture: string;
}

export const heroSlides: readonly HeroSlide[] = [
  {
    badge: 'Made in Hyderabad',
    title: 'Quality Medicines for Every Home',
    subtitle:
      'Prescription medicines, OTC care, supplements and medical devices from one partner you can trust.',
    highlight: 'More than 100 medicine SKUs ready to ship',
    picture: '/images/hero/slide-home.svg',
  },
  {
    badge: 'For Healthcare Providers',
    title: 'Reliable Supply for Hospitals and Clinics',
    subtitle: 'Bulk procurement, fast distribution and a doctors’ network that keeps your shelves stocked.',
    highlight: '99.3% of orders delivered on time',
    picture: '/images/hero/slide-supply.svg',
  },
  {
    badge: 'Wellness Range',
    title: 'Supplements Made to a Higher Standard',
    subtitle: 'CoQ10, neuro-nutrition and 60,000 IU vitamin D3 formats, checked batch by batch.',
    highlight: 'Quality assured from sourcing to your door',
    picture: '/images/hero/slide-wellness.svg',
  },
];

export const trustChips: readonly string[] = [
  'Genuine Medicines',
  'Quality Assured',
  'India-wide Shipping',
  '24/7 Support',
];

export interface Stat {
  value: string;
  label: string;
}

/** SPEC §2 "Home page", hero stat cards. */
export const heroStats: readonly Stat[] = [
  { value: '500+', label: 'Patients served' },
  { value: '100%', label: 'Quality assured' },
  { value: '6+', label: 'Months experience' },
  { value: '4.9/5', label: 'Rating' },
];

export const assuranceNotes: readonly string[] = [
  'Sourced only from licensed manufacturers and distributors.',
  'Sealed, temperature-safe packing on every order.',
  'Every enquiry answered within 24 hours.',
];

export const demoVideo = {
  href: '/media/aarogya-demo.mp4',
  /** Told to the visitor so the link's target is no surprise. */
  description: 'MP4 video, 8 seconds, no sound',
} as const;

/** Every text of the hero, by its place: the page's own, and its carousel island's (`home.hero`). */
export const heroContent = {
  slides: heroSlides,
  trustChips,
  stats: heroStats,
  assuranceNotes,
  carouselLabel: 'Highlights',
  trustChipsLabel: 'Why customers choose us',
  exploreProducts: 'Explore Products',
  watchDemo: 'Watch Demo',
  demoDescription: demoVideo.description,
};
