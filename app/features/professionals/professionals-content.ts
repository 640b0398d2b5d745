/** `/providers`: what each kind of professional buyer or prescriber comes for, and the application's intro (`professionals.providers`). */
export const providersPageContent = {
  audiences: [
    {
      id: 'doctors',
      title: 'Doctors',
      links: [
        {
          to: '/prescribing-info',
          text: 'Prescribing information',
          note: 'the full leaflet of each medicine',
        },
        { to: '/medical-info', text: 'Ask a medical question', note: 'our medical information team answers' },
        { to: '/adverse-events', text: 'Report a side effect', note: 'to our drug safety team' },
      ],
    },
    {
      id: 'pharmacies',
      title: 'Pharmacies',
      links: [
        { to: '#apply', text: 'Apply to stock our products', note: 'with your GSTIN and drug licences' },
        { to: '/verify', text: 'Check a pack', note: 'by its QR code or batch number' },
        { to: '/recalls', text: 'Product recalls', note: 'open and past notices, by email or feed' },
      ],
    },
    {
      id: 'hospitals',
      title: 'Hospitals',
      links: [
        { to: '/request-quote', text: 'Request a quote', note: 'for several products at once' },
        { to: '/products', text: 'Our products', note: 'medicines, supplements and devices' },
        { to: '/services/quality-assurance', text: 'Quality assurance', note: 'how we test every batch' },
      ],
    },
    {
      id: 'distributors',
      title: 'Distributors',
      links: [
        { to: '#apply', text: 'Apply to distribute our products', note: 'wholesale licence holders' },
        { to: '/services/drug-manufacturing', text: 'Manufacturing', note: 'what we make and how' },
        { to: '/contact', text: 'Contact our sales team', note: 'questions before you apply' },
      ],
    },
  ],
  applyHeading: 'Apply to stock or distribute our products',
  applyText:
    'For retail pharmacies (drug licences in Form 20 and 21), hospital pharmacies and wholesale distributors (Form 20B and 21B). We check the GSTIN and the licences before we supply, as the Drugs Rules require of us, and reply within 24 hours.',
};

/** The distributor application's words (`professionals.distributorForm`). */
export const distributorFormContent = {
  formName: 'Distributor application',
  firmLegend: 'The firm',
  gstinHint:
    '15 characters, as on your GST registration certificate; it must be registered in the state below.',
  contactLegend: 'Contact and trade',
  areasHint: 'Districts, towns or hospitals you supply.',
  chooseOne: 'Choose one',
  sending: 'Sending...',
  send: 'Send application',
};

/** `/medical-info`: the side-effect notice and the side panel (`professionals.medicalInfoPage`). */
export const medicalInfoPageContent = {
  sideEffectHeading: 'Reporting a side effect?',
  sideEffectText:
    'A suspected side effect of one of our medicines is a safety report, not a question: send it on the {form}, so our drug safety team assesses it within the time the law sets. In an emergency call {ambulance} or {emergency} first.',
  sideEffectFormLink: 'adverse-event report form',
  aboutHeading: 'Who answers',
  aboutText:
    'Our medical information team answers questions from doctors, pharmacists, nurses and other healthcare professionals about our products: composition, dosage, interactions, use in particular patients, stability and storage. We ask for your registration number because the answers are for professionals only.',
  patients: 'Patients: please ask your doctor or pharmacist, or {contact}. By phone: {phone}.',
  contactLink: 'contact us',
  prescribing: 'Prescribing information for our medicines is on the {link} pages.',
  prescribingLink: 'prescribing information',
};

/** The medical information request's words (`professionals.medicalInfoForm`). */
export const medicalInfoFormContent = {
  formName: 'Medical information request',
  aboutYou: 'About you',
  registrationHint: 'With your State Medical Council, Dental, Nursing or Pharmacy Council.',
  questionLegend: 'Your question',
  productHint: 'Choose one of ours, or type its name.',
  chooseOne: 'Choose one',
  sideEffectHint:
    'Does your question report a side effect or a problem with a medicine? Reporting it as an adverse event lets our drug safety team assess it within the time the law sets. {link}.',
  sideEffectLink: 'Report it on the adverse-event form',
  sending: 'Sending...',
  send: 'Send question',
};
