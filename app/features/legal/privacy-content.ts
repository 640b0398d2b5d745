/**
 * Every text of the privacy policy (`legal.privacy`). The company's names, the cookies' names and
 * lifetimes and the link are filled into the `{…}` placeholders by the page.
 */
export const privacyContent = {
  intro:
    '{legalName} (“{shortName}”, “we”) respects your privacy. This policy explains what personal data this website handles, why, how long we keep it and how you can exercise your rights under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”). For the personal data we decide to process, we are the Data Fiduciary under the DPDP Act.',
  forms: {
    title: 'What our forms send us and why',
    text: 'When you submit a form on this website, what you typed is sent to us and stored on our own servers in India, in our website database, with the time you sent it and, where the form asks for it, the time you agreed to our terms and this policy. Our staff read it in an internal inbox that only signed-in staff can open; when our mail server is configured, a copy is emailed to the team that answers it. Each submission gets a reference, such as Q-2026-7K3M9PXD, that you can quote to us.',
    items: [
      {
        label: 'Contact form:',
        text: 'your name, email address, phone number (optional), subject and message, to answer your question.',
      },
      {
        label: 'Quote request:',
        text: 'your name, email address, phone number and company (both optional), the product, quantity, requirements and timeline, to prepare a price offer.',
      },
      {
        label: 'Newsletter:',
        text: 'your email address, to send health tips and product news. An address is stored once, however often it is entered.',
      },
      {
        label: 'Recall notices by email:',
        text: 'your email address and the product you chose, to email you the recall notices of that product. We first send a link to confirm the address and send nothing else until you confirm it; an address not confirmed within 72 hours is deleted. Every notice has a link that unsubscribes you and deletes the address at once.',
      },
      {
        label: 'Adverse-event report:',
        text: 'your name, email address or phone number, whether you are a patient, doctor, pharmacist or other, the product and batch, what happened, when it started and how serious it was, and whether our safety team may contact you, to assess the product’s safety and report it to the authorities as pharmacovigilance rules require.',
      },
      {
        label: 'Help chat:',
        text: 'the messages you type stay in your browser, to show scripted answers. Please do not type health details into the chat.',
      },
    ],
    abuse:
      'To protect the forms from abuse, the server counts submissions per network for ten minutes, keyed by a one-way code made from your IP address; the address itself is not stored with your submission, and the counts are deleted when the ten minutes end.',
  },
  contacting: {
    title: 'What we process when you contact us',
    paragraphs: [
      'When you email or call us, we use your name, contact details and the content of your message to answer you, prepare quotes, supply products to licensed buyers and keep the business records the law requires. If you tell us about a side effect of one of our products, we record it and report it to the authorities as pharmacovigilance rules require.',
      'We process this data with your consent, which you give by contacting us, or for the legitimate uses the DPDP Act allows, such as meeting a legal obligation. You may withdraw your consent at any time; this does not affect what we did before, nor records we must keep by law.',
    ],
  },
  technical: {
    title: 'Technical data and the staff cookie',
    serverLogs: {
      label: 'Server logs:',
      text: 'like any web server, ours records each request (IP address, page requested, time and browser type) to keep the site secure and working.',
    },
    staffCookies: {
      label: 'Staff session cookie:',
      text: 'when an authorised staff member signs in on the tablet management screen, the site sets two cookies: {sessionCookie} keeps them signed in for up to {lifetime}, and {deviceCookie} marks the browser as one that signed in before, so that failed attempts by others on the same network do not lock them out.',
    },
    declaration: {
      label: 'Healthcare professional declaration:',
      text: 'a visitor who declares being a healthcare professional before reading our prescribing information gets one cookie, {cookie}, holding only the word “{word}” until the browser is closed. Other visitors get no cookie.',
    },
    staffSignIns: {
      label: 'Staff sign-ins:',
      text: 'while a staff session lasts, the server keeps the IP address and browser type it was opened from. To slow down guessing of the admin key, it keeps the network address of each failed sign-in for {retention}.',
    },
    noTracking: 'We use no analytics, no advertising and no tracking of any kind. See our {cookiePolicy}.',
    cookiePolicyLink: 'cookie policy',
  },
  sharing: {
    title: 'Who we share data with',
    text: 'We do not sell personal data. We share it only with service providers that help us run our business (for example email hosting), under contracts that oblige them to protect it, and with authorities when the law requires it.',
  },
  retention: {
    title: 'How long we keep it',
    items: [
      'Contact messages, quote requests and newsletter sign-ups sent through this website: 2 years from when you sent them, then they are deleted automatically.',
      'Addresses for recall notices: while you are subscribed; until you confirm, at most 72 hours.',
      'Enquiries and quote correspondence by email or phone: up to 3 years after our last contact with you.',
      'Orders, invoices and other accounting records: 8 years, as Indian company and tax law require.',
      'Side-effect (adverse-event) reports: as long as pharmacovigilance rules require. If you ask us to erase your data, we remove your name and contact details from the report and keep only what happened.',
      'Server logs: up to 90 days, unless needed to investigate a security incident.',
    ],
    staffCookies:
      'The staff session cookie: {lifetime}, or until the staff member signs out or {idleTimeout} pass without use. The staff device cookie: {deviceLifetime}.',
    end: 'When the period ends, we erase the data or make it anonymous.',
  },
  rights: {
    title: 'Your rights',
    lead: 'Under the DPDP Act you have the right to:',
    items: [
      'get a summary of the personal data we process about you and of whom we have shared it with;',
      'have inaccurate or incomplete data corrected, completed or updated;',
      'have your data erased when it is no longer needed, unless the law requires us to keep it: write to us from the email address you used, and we erase every submission made with it;',
      'withdraw your consent as easily as you gave it;',
      'nominate a person to exercise these rights if you die or become unable to;',
      'have your grievances addressed by us, and then by the Data Protection Board of India.',
    ],
  },
  grievance: {
    title: 'Grievance officer and contact',
    text: 'To exercise a right, ask a question or make a complaint about how we handle personal data, contact our grievance officer. We may ask you to confirm your identity before acting on a request. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    addressee: 'Grievance Officer (Data Protection)',
  },
  children: {
    title: 'Children',
    text: 'This website is meant for adults. We do not knowingly process the personal data of children under 18 without the verifiable consent of a parent or lawful guardian.',
  },
  changes: {
    title: 'Changes to this policy',
    text: 'If we change how we handle personal data, we will update this policy first and change the date at the top of this page.',
  },
};
