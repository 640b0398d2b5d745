/**
 * The English pages, each with its path, route module, kind and English copy (title and
 * description): a new page is one entry here.
 */
import { catalogueEntries } from '#catalogue/catalogue.ts';
import { medicineEntries } from '../data/prescribing-info/prescribing-info.ts';
import { prescribingInfoDescription, prescribingInfoTitle } from '../data/prescribing-info/leaflet-heads.ts';
import { declarationPath, prescribingInfoPath, prescribingInfoPathOf } from '#contract/prescribing-info.ts';
import { placeholderNote, productDescription } from './description-policy.ts';
import type { PageEntry, PageKind } from './page-entry.ts';

interface PlaceholderSeed {
  path: string;
  title: string;
  description: string;
}

const page = (
  path: string,
  module: string,
  title: string,
  description: string,
  kind: PageKind,
  indexable = true,
): PageEntry => ({ path, module, title, description, kind, indexable, locale: 'en' });

/** One page per catalogue and showcase product, under its category's list. */
const productPages = (): PageEntry[] =>
  catalogueEntries().map(({ path, product }) =>
    page(path, 'routes/product.tsx', product.name, productDescription(product), 'product'),
  );

const placeholders = (kind: PageKind, module: string, seeds: PlaceholderSeed[]): PageEntry[] =>
  seeds.map((seed) => ({
    ...page(seed.path, module, seed.title, `${seed.description} ${placeholderNote}`, kind, false),
    summary: seed.description,
  }));

/** The page of a visitor's own request; its route takes the reference after it. */
export const visitorRequestsPath = '/requests';

/** Where a form sent without JavaScript lands, with its reference (noindex: one visitor's answer). */
const receivedPages: readonly PlaceholderSeed[] = [
  {
    path: '/request-quote/received',
    title: 'Quote Request Submitted',
    description:
      "We've received your quote request and will contact you within 24 hours. Keep your reference.",
  },
  {
    path: '/contact/received',
    title: 'Message Sent',
    description:
      "Your message reached our team and we'll get back to you within 24 hours. Keep your reference.",
  },
  {
    path: '/newsletter/subscribed',
    title: 'Subscribed to Our Newsletter',
    description:
      'Your address is on our newsletter list: health tips, new products and offers from our team.',
  },
  {
    path: '/adverse-events/received',
    title: 'Adverse Event Report Received',
    description: 'Your report reached our drug safety team, who review every report. Keep your reference.',
  },
  {
    path: '/medical-info/received',
    title: 'Medical Information Request Received',
    description:
      'Your question reached our medical information team, who answer within 24 hours. Keep your reference.',
  },
  {
    path: '/providers/received',
    title: 'Distributor Application Received',
    description:
      'Your application reached our sales team, who check it and reply within 24 hours. Keep your reference.',
  },
];

/**
 * Prescribing information for healthcare professionals (issue 29): the list, the declaration asked
 * for before it and one leaflet per medicine. None is indexed: the server serves them behind the
 * declaration (server/routes/prescribing-info-pages.ts).
 */
const prescribingInfoPages = (): PageEntry[] => [
  page(
    prescribingInfoPath,
    'routes/prescribing-info.tsx',
    'Prescribing Information',
    'Prescribing information for the prescription and OTC medicines of Aarogya Life Sciences, for registered medical practitioners, pharmacists and hospitals.',
    'prescribing-info',
    false,
  ),
  page(
    declarationPath,
    'routes/prescribing-info-declaration.tsx',
    'For Healthcare Professionals',
    'Our prescribing information is for registered medical practitioners, pharmacists and hospital professionals in India: confirm that you are one to read it.',
    'prescribing-info',
    false,
  ),
  ...medicineEntries().map(({ product }) =>
    page(
      prescribingInfoPathOf(product.slug),
      'routes/prescribing-info-product.tsx',
      prescribingInfoTitle(product),
      prescribingInfoDescription(product),
      'prescribing-info',
      false,
    ),
  ),
];

const englishPages: readonly PageEntry[] = [
  page(
    '/',
    'routes/home.tsx',
    'Trusted Healthcare from Hyderabad',
    'Prescription medicines, OTC products, supplements, medical devices and contract services for patients, doctors, hospitals and pharmacies across India.',
    'home',
  ),
  page(
    '/products',
    'routes/products.tsx',
    'Our Products',
    'Browse our four product categories: prescription medicines, OTC products, supplements and medical devices.',
    'products',
  ),
  page(
    '/products/prescription-medicines',
    'routes/catalogue-list.tsx',
    'Prescription Medicines',
    'Prescription medicines for cardiovascular, neurological, metabolic, respiratory and immune health.',
    'catalogue',
  ),
  page(
    '/products/otc-products',
    'routes/catalogue-list.tsx',
    'OTC Products',
    'Over-the-counter products for pain relief, allergy, eye care, digestion and energy.',
    'catalogue',
  ),
  page(
    '/products/supplements',
    'routes/catalogue-list.tsx',
    'Supplements',
    'Multivitamins, omega-3 fish oil, calcium, CoQ10 and whey protein supplements for everyday health, from Hyderabad.',
    'catalogue',
  ),
  page(
    '/products/medical-devices',
    'routes/catalogue-list.tsx',
    'Medical Devices',
    'Thermometers, blood pressure monitors, pulse oximeters, glucose meters and insulin pens.',
    'catalogue',
  ),
  ...productPages(),
  ...placeholders('category-placeholder', 'routes/coming-soon.tsx', [
    {
      path: '/products/cardiovascular',
      title: 'Cardiovascular Products',
      description: 'Our cardiovascular range is coming soon.',
    },
    {
      path: '/products/neurological',
      title: 'Neurological Products',
      description: 'Our neurological range is coming soon.',
    },
    {
      path: '/products/pain',
      title: 'Pain Management Products',
      description: 'Our pain management range is coming soon.',
    },
    {
      path: '/products/metabolic',
      title: 'Metabolic Disorders Products',
      description: 'Our metabolic disorders range is coming soon.',
    },
    {
      path: '/products/oncology',
      title: 'Oncology Products',
      description: 'Our oncology range is coming soon.',
    },
  ]),
  page(
    '/services',
    'routes/services.tsx',
    'Our Services',
    'Clinical research, drug manufacturing, quality assurance and regulatory affairs services.',
    'services',
  ),
  page(
    '/services/clinical-research',
    'routes/service-clinical-research.tsx',
    'Clinical Research',
    'Research areas, our three-step research process and how to take part in our studies.',
    'service',
  ),
  page(
    '/services/drug-manufacturing',
    'routes/service-drug-manufacturing.tsx',
    'Drug Manufacturing',
    'From raw material sourcing to packaging: our manufacturing process, capabilities and facilities.',
    'service',
  ),
  page(
    '/services/quality-assurance',
    'routes/service-quality-assurance.tsx',
    'Quality Assurance',
    'Quality control, assurance, validation and continuous improvement, with our certifications.',
    'service',
  ),
  page(
    '/services/regulatory-affairs',
    'routes/service-regulatory-affairs.tsx',
    'Regulatory Affairs',
    'Regulatory bodies we work with, the stages of a submission and our expertise.',
    'service',
  ),
  page(
    '/about',
    'routes/about.tsx',
    'About Us',
    'Our story since 2025 in Hyderabad, our mission, vision and values, and the medicines, supplements, devices and services we offer.',
    'company',
  ),
  page(
    '/contact',
    'routes/contact.tsx',
    'Contact Us',
    'Call, email or visit us in Nacharam, Hyderabad: business hours, a map of how to find us and a message form. We reply within 24 hours.',
    'company',
  ),
  ...placeholders('dashboard', 'routes/coming-soon.tsx', [
    {
      path: '/doctor/dashboard',
      title: 'Doctor Dashboard',
      description: 'Manage prescriptions and patients.',
    },
    {
      path: '/pharmacist/dashboard',
      title: 'Pharmacist Dashboard',
      description: 'Manage inventory and orders.',
    },
    {
      path: '/patient/dashboard',
      title: 'Patient Dashboard',
      description: 'View prescriptions and orders.',
    },
    { path: '/blog', title: 'Health Blog', description: 'Health tips and articles.' },
    { path: '/careers', title: 'Careers', description: 'Join our team.' },
  ]),
  ...placeholders('coming-soon', 'routes/coming-soon.tsx', [
    { path: '/leadership', title: 'Leadership', description: 'The people who lead the company.' },
    { path: '/press', title: 'Press', description: 'News and press releases.' },
    { path: '/investors', title: 'Investors', description: 'Information for investors.' },
    {
      path: '/patient-assistance',
      title: 'Patient Assistance',
      description: 'Support programmes for patients.',
    },
    { path: '/research', title: 'Research', description: 'Our research and development.' },
    { path: '/trials', title: 'Clinical Trials', description: 'Current and upcoming clinical trials.' },
    { path: '/patients', title: 'For Patients', description: 'Resources for patients.' },
    { path: '/education', title: 'Health Education', description: 'Learn about health and medicines.' },
  ]),
  ...prescribingInfoPages(),
  page(
    '/help',
    'routes/help.tsx',
    'Help Center',
    'Answers to common questions: opening hours, phone and email, orders and delivery, prices, prescriptions, side effects, genuine packs, recalls and privacy.',
    'company',
  ),
  page(
    '/support',
    'routes/support.tsx',
    'Customer Support',
    'Every way to reach Aarogya Life Sciences, when each is open and how soon we answer: chat, forms and email 24/7, phone, and our Hyderabad office.',
    'company',
  ),
  page(
    '/privacy',
    'routes/legal-privacy.tsx',
    'Privacy Policy',
    'What personal data our forms collect, why, how long we keep it and how to reach us about it.',
    'legal',
  ),
  page(
    '/terms',
    'routes/legal-terms.tsx',
    'Terms of Use',
    'The terms that apply when you use the Aarogya Life Sciences website: its content, its forms and the limits of medical advice.',
    'legal',
  ),
  page(
    '/cookies',
    'routes/legal-cookies.tsx',
    'Cookie Policy',
    'The cookies this website sets: staff sign-in cookies, a session-only healthcare professional declaration, and why it uses no tracking or advertising cookies.',
    'legal',
  ),
  page(
    '/compliance',
    'routes/legal-compliance.tsx',
    'Compliance',
    'How Aarogya Life Sciences follows the rules on medicine advertising and Schedule H prescription drugs in India.',
    'legal',
  ),
  page(
    '/accessibility',
    'routes/accessibility.tsx',
    'Accessibility',
    'Our accessibility statement: the standard we meet (WCAG 2.2 AA), how we test it, the known limits and how to tell us about a barrier.',
    'legal',
  ),
  page(
    '/sitemap',
    'routes/sitemap.tsx',
    'Sitemap',
    'Every public page of the Aarogya Life Sciences website: products, services, company, support and legal pages.',
    'legal',
  ),
  page(
    '/verify',
    'routes/verify.tsx',
    'Check a Pack',
    'Check that a pack of our medicine is genuine, not expired and not recalled: scan its QR code or type its code or batch number.',
    'pack-check',
    true,
  ),
  page(
    '/providers',
    'routes/providers.tsx',
    'For Healthcare Providers',
    'For doctors, pharmacies, hospitals and distributors: prescribing information, medical questions, quotes, and applying to stock our products.',
    'professionals',
  ),
  page(
    '/medical-info',
    'routes/medical-info.tsx',
    'Medical Information',
    'Doctors, pharmacists and other healthcare professionals: ask our medical information team about our products. We answer within 24 hours.',
    'professionals',
  ),
  page(
    '/recalls',
    'routes/recalls.tsx',
    'Product Recalls',
    'Recall notices of Aarogya Life Sciences products: which batches, why, and what patients, pharmacies and doctors should do.',
    'pack-check',
  ),
  page(
    '/tablets',
    'routes/tablets.tsx',
    'Tablet Management',
    'The staff screen of Aarogya Life Sciences for adding, editing and removing tablets in the catalogue; staff sign in first.',
    'tablets',
    false,
  ),
  page(
    '/request-quote',
    'routes/request-quote.tsx',
    'Request a Quote',
    'Ask for a bulk quote for our medicines, supplements and devices. We reply within 24 hours.',
    'quote',
  ),
  page(
    '/adverse-events',
    'routes/adverse-events.tsx',
    'Report an Adverse Event',
    'Tell our safety team about a side effect or other problem with one of our medicines or products.',
    'adverse-events',
  ),
  page(
    '/admin/dashboard',
    'routes/inbox.tsx',
    'Staff Inbox',
    'Staff screen for quote requests, contact messages, newsletter sign-ups and adverse-event reports.',
    'inbox',
    false,
  ),
  page(
    '/admin/accounts',
    'routes/staff-accounts.tsx',
    'Staff Accounts',
    'The owner of the Aarogya Life Sciences staff screens invites members of staff and chooses what each may do.',
    'staff',
    false,
  ),
  page(
    '/admin/products',
    'routes/product-editor.tsx',
    'Products',
    'The staff screen of Aarogya Life Sciences for changing its products’ details, prices and translations, approving their medical text and publishing them.',
    'staff',
    false,
  ),
  page(
    '/admin/batches',
    'routes/batches.tsx',
    'Batches',
    'The staff screen of Aarogya Life Sciences for recording the batches of its products, one by one or from a CSV file.',
    'staff',
    false,
  ),
  page(
    '/admin/recalls',
    'routes/recalls-admin.tsx',
    'Recalls',
    'The staff screen of Aarogya Life Sciences for publishing recall notices of its products and marking them completed.',
    'staff',
    false,
  ),
  page(
    '/admin/audit',
    'routes/audit-log.tsx',
    'Audit Log',
    'The record of every sign-in, change, export and erasure by Aarogya Life Sciences staff, for the owner.',
    'staff',
    false,
  ),
  page(
    '/admin/account',
    'routes/my-account.tsx',
    'My Account',
    'A member of the Aarogya Life Sciences staff adds and removes the passkeys that sign them in to the staff screens.',
    'staff',
    false,
  ),
  page(
    '/admin/sign-in',
    'routes/staff-sign-in.tsx',
    'Staff Sign-in',
    'Members of the Aarogya Life Sciences staff sign in here with their email address, password and authenticator code.',
    'staff',
    false,
  ),
  page(
    '/admin/join',
    'routes/staff-join.tsx',
    'Accept Your Staff Invitation',
    'A member of the Aarogya Life Sciences staff registers a passkey, or a password and an authenticator app, from their invitation link.',
    'staff',
    false,
  ),
  ...receivedPages.map((seed) =>
    page(seed.path, 'routes/submission-received.tsx', seed.title, seed.description, 'received', false),
  ),
  // Served for every /requests/{reference}: the reference and the link's token are read in the browser.
  page(
    visitorRequestsPath,
    'routes/visitor-request.tsx',
    'Your Request',
    'Follow a request you sent to Aarogya Life Sciences, read our reply and quotation, and answer us, from the private link we gave you.',
    'received',
    false,
  ),
];

/** The English pages. */
export function englishPageList(): readonly PageEntry[] {
  return englishPages;
}
