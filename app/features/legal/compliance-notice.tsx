import { scheduleHCaution } from '#app/data/schedule-h.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { ContactDetails } from './contact-details.tsx';
import { LegalSection } from './legal-document.tsx';

export function ComplianceNotice() {
  return (
    <>
      <p>
        {siteConfig.legalName} makes and supplies medicines, health supplements and medical devices under
        Indian law. This notice explains the rules this website follows when it presents our products.
      </p>

      <LegalSection title="Prescription medicines and the Schedule H notice">
        <p>
          Medicines listed in Schedule H of the Drugs Rules, 1945 may be sold only on a prescription. On this
          website, every item that needs a prescription is marked “Prescription Required” and carries the
          statutory caution:
        </p>
        <p className="rounded-lg border border-rose-200 bg-rose-50 p-4 font-semibold text-rose-900">
          {scheduleHCaution}
        </p>
        <p>
          Prescription items have no purchase button. Please take your prescription to a licensed pharmacy,
          and follow the dose your doctor has prescribed.
        </p>
      </LegalSection>

      <LegalSection title="No online sale of medicines">
        <p>
          This website does not sell, take orders for or deliver medicines to consumers. Prices are indicative
          list prices shown for information. Hospitals, pharmacies and distributors holding the licences the
          Drugs and Cosmetics Act, 1940 requires can <a href="/request-quote">request a quote</a> for bulk
          supplies.
        </p>
      </LegalSection>

      <LegalSection title="Advertising and product claims">
        <ul>
          <li>
            We follow the Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954: we do not
            advertise medicines for the diseases and conditions listed in its Schedule, nor promise magic,
            guaranteed or miraculous cures.
          </li>
          <li>
            Product descriptions are information, not medical advice or a promise of results. See our{' '}
            <a href="/terms">terms of use</a>.
          </li>
          <li>
            Our dealings with healthcare professionals follow the Uniform Code for Pharmaceutical Marketing
            Practices, 2024.
          </li>
          <li>
            Health supplements are foods regulated by the Food Safety and Standards Authority of India. They
            are not medicines and are not meant to diagnose, treat, cure or prevent any disease.
          </li>
          <li>Medical devices are supplied under the Medical Devices Rules, 2017.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Reporting side effects">
        <p>
          If you have a side effect or a quality problem with one of our products, please tell your doctor or
          pharmacist and tell us. We record every report and pass it on to the Pharmacovigilance Programme of
          India as the law requires. You can also report it directly to that programme.
        </p>
      </LegalSection>

      <LegalSection title="Compliance contact">
        <p>To report a concern about our products, our website or our promotional material, contact:</p>
        <ContactDetails addressee="Compliance Officer" />
      </LegalSection>
    </>
  );
}
