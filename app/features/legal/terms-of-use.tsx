import { siteConfig } from '#app/lib/site-config.ts';
import { ContactDetails } from './contact-details.tsx';
import { LegalSection } from './legal-document.tsx';

export function TermsOfUse() {
  return (
    <>
      <p>
        This website is run by {siteConfig.legalName}, {siteConfig.address.city}, {siteConfig.address.state}.
        By using it you accept these terms. If you do not accept them, please do not use the website.
      </p>

      <LegalSection title="Information, not medical advice">
        <p>
          The product and health information on this website is general information for the public and for
          healthcare professionals. It is not a diagnosis, a prescription or a substitute for advice from a
          Registered Medical Practitioner. Always read the label and the package insert, and ask your doctor
          or pharmacist before starting, stopping or changing a medicine. In a medical emergency, call 112 or
          go to the nearest hospital.
        </p>
      </LegalSection>

      <LegalSection title="No online sale of medicines">
        <p>
          This website does not sell, dispense or deliver medicines, and you cannot place an order on it.
          Prescription medicines are supplied only against a valid prescription, through licensed pharmacies
          and distributors. Bulk supplies are made only to buyers who hold the licences the law requires.
        </p>
        <p>
          Prices shown are indicative list prices in Indian rupees and may change without notice. They are not
          an offer to sell.
        </p>
      </LegalSection>

      <LegalSection title="Quote requests">
        <p>
          A quote request is an invitation to us to make an offer; it does not create a contract. A quote
          binds us only when we confirm it in writing, and supplies are then governed by that confirmation.
          The quote form on this website does not yet transmit your request (see the notice below the form and
          our <a href="/privacy">privacy policy</a>), so please also write to us or call us.
        </p>
      </LegalSection>

      <LegalSection title="Using this website">
        <ul>
          <li>
            Use the website lawfully and do not try to disrupt it, overload it or get around its security.
          </li>
          <li>
            The tablet management screen is for authorised staff only. Do not try to access it without
            authorisation.
          </li>
          <li>Do not copy our content for commercial use without our written permission.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Intellectual property">
        <p>
          The texts, images, logos and product names on this website belong to {siteConfig.legalName} or its
          licensors and are protected by Indian and international law.
        </p>
      </LegalSection>

      <LegalSection title="Links to other websites">
        <p>
          Links to other websites, such as our social media pages, are given for convenience. We are not
          responsible for their content or their privacy practices.
        </p>
      </LegalSection>

      <LegalSection title="Liability">
        <p>
          We take care to keep this website accurate and available, but we cannot promise that it is always
          complete, up to date or free of errors. As far as the law allows, we are not liable for loss arising
          from the use of the website or from relying on its content. Nothing in these terms limits rights you
          have as a consumer under the Consumer Protection Act, 2019.
        </p>
      </LegalSection>

      <LegalSection title="Governing law">
        <p>
          These terms are governed by the laws of India. The courts at {siteConfig.address.city},{' '}
          {siteConfig.address.state}, have jurisdiction over any dispute about them.
        </p>
      </LegalSection>

      <LegalSection title="Contact">
        <p>Questions about these terms are welcome:</p>
        <ContactDetails addressee="Legal" />
      </LegalSection>
    </>
  );
}
