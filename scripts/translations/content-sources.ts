/**
 * The content kept as data (languages/content.ts) that translated pages show, by namespace: each of
 * its texts becomes a message the catalogues translate.
 */
import type { Messages } from '#languages/messages.ts';
import { contentTextIds } from '#languages/content.ts';
import { carouselTexts } from '#app/components/ui/carousel-texts.ts';
import {
  recallBannerTexts,
  recallClassTexts,
  recallMessages,
  recallPageTexts,
  recallReasonLabels,
  recallSubscriptionTexts,
} from '#contract/recalls.ts';
import { recallsPageContent } from '#app/features/recall-notices/recalls-page-content.ts';
import { toasterTexts } from '#app/components/ui/toaster-texts.ts';
import { chatTexts } from '#app/features/chat/chat-texts.ts';
import { servicesOverviewContent } from '#app/features/services/services-overview-content.ts';
import { processTimelineContent } from '#app/features/services/process-timeline-content.ts';
import {
  clinicalResearchContent,
  researchContent,
} from '#app/features/services/clinical-research-content.ts';
import { drugManufacturingContent } from '#app/features/services/drug-manufacturing-content.ts';
import { qualityAssuranceContent } from '#app/features/services/quality-assurance-content.ts';
import { regulatoryAffairsContent } from '#app/features/services/regulatory-affairs-content.ts';
import { heroContent } from '#app/features/home/hero-content.ts';
import { servicesSectionContent } from '#app/features/home/services-content.ts';
import { productsSectionContent, showcaseContent } from '#app/features/home/products-content.ts';
import { aboutSectionContent, principles, storyContent } from '#app/features/company/about-content.ts';
import {
  contactCardsContent,
  contactFormContent,
  contactPageContent,
  contactSectionContent,
} from '#app/features/company/contact-content.ts';
import { contactDetailsContent, legalDocumentContent } from '#app/features/legal/legal-document-content.ts';
import { privacyContent } from '#app/features/legal/privacy-content.ts';
import { termsContent } from '#app/features/legal/terms-content.ts';
import { cookiePolicyContent } from '#app/features/legal/cookie-policy-content.ts';
import { complianceContent } from '#app/features/legal/compliance-content.ts';
import { sitemapContent } from '#app/features/legal/sitemap-content.ts';
import { aboutPageContent } from '#app/features/company/about-page-content.ts';
import { termsAgreementTexts } from '#app/components/terms-agreement-texts.ts';
import {
  quoteConfirmationContent,
  quoteDataNoticeContent,
  quoteFormContent,
  quotePageContent,
} from '#app/features/quote/quote-content.ts';
import { helpPageContent } from '#app/features/help/help-content.ts';
import { supportPageContent } from '#app/features/help/support-content.ts';
import { accessibilityContent } from '#app/features/help/accessibility-content.ts';
import {
  distributorFormContent,
  medicalInfoFormContent,
  medicalInfoPageContent,
  providersPageContent,
} from '#app/features/professionals/professionals-content.ts';
import { leadKindLabels, professionalReceivedTexts } from '#contract/lead-texts.ts';
import { packScannerTexts, verifyPageContent } from '#app/features/pack-check/verify-content.ts';
import { packAnswerTexts, packCheckTexts, packRecordLabels } from '#contract/pack-checks.ts';
import { placeholderContent } from '#app/features/placeholders/placeholder-content.ts';
import { visitorRequestContent } from '#app/features/leads/visitor-request-content.ts';
import { openingHoursContent, openingHoursNamespace } from '#app/data/opening-hours.ts';
import { quotationTableContent } from '#app/components/quotation-table-content.ts';
import { visitorRequestMessages, visitorStatusTexts } from '#contract/visitor-request-texts.ts';
import { errorPageContent, errorPageNamespace } from '#app/features/errors/error-page-content.ts';
import { visitorMailTexts } from '#contract/visitor-mail-texts.ts';

const translatedContent: Readonly<Record<string, unknown>> = {
  'help.page': helpPageContent,
  'help.support': supportPageContent,
  'help.accessibility': accessibilityContent,
  carousel: carouselTexts,
  'recall.banner': recallBannerTexts,
  'recall.page': recallPageTexts,
  'recall.form': recallsPageContent,
  'recall.classes': recallClassTexts,
  'recall.reasons': recallReasonLabels,
  'recall.subscription': recallSubscriptionTexts,
  'recall.refusals': {
    productRequired: recallMessages.productRequired,
    productUnknown: recallMessages.productUnknown,
  },
  toaster: toasterTexts,
  chat: chatTexts,
  'services.overview': servicesOverviewContent,
  'services.timeline': processTimelineContent,
  'services.clinicalResearch': clinicalResearchContent,
  'services.research': researchContent,
  'services.manufacturing': drugManufacturingContent,
  'services.quality': qualityAssuranceContent,
  'services.regulatory': regulatoryAffairsContent,
  'home.hero': heroContent,
  'home.about': aboutSectionContent,
  'home.services': servicesSectionContent,
  'home.products': productsSectionContent,
  'home.showcase': showcaseContent,
  'home.contact': contactSectionContent,
  'company.story': storyContent,
  'company.principles': principles,
  'company.contactCards': contactCardsContent,
  'company.contactForm': contactFormContent,
  'company.contactPage': contactPageContent,
  'legal.document': legalDocumentContent,
  'legal.contact': contactDetailsContent,
  'legal.privacy': privacyContent,
  'legal.terms': termsContent,
  'legal.cookies': cookiePolicyContent,
  'legal.compliance': complianceContent,
  'legal.sitemap': sitemapContent,
  'company.about': aboutPageContent,
  termsAgreement: termsAgreementTexts,
  'quote.form': quoteFormContent,
  'quote.confirmation': quoteConfirmationContent,
  'quote.page': quotePageContent,
  'quote.dataNotice': quoteDataNoticeContent,
  'professionals.providers': providersPageContent,
  'professionals.distributorForm': distributorFormContent,
  'professionals.medicalInfoPage': medicalInfoPageContent,
  'professionals.medicalInfoForm': medicalInfoFormContent,
  'professionals.received': professionalReceivedTexts,
  'packCheck.page': verifyPageContent,
  'packCheck.scanner': packScannerTexts,
  'packCheck.answer': packCheckTexts,
  'packCheck.answerParts': packAnswerTexts,
  'packCheck.record': packRecordLabels,
  placeholder: placeholderContent,
  'request.page': visitorRequestContent,
  'request.messages': visitorRequestMessages,
  'request.status': visitorStatusTexts,
  'request.kind': leadKindLabels,
  quotation: quotationTableContent,
  [openingHoursNamespace]: openingHoursContent,
  [errorPageNamespace]: errorPageContent,
  mail: visitorMailTexts,
};

export function contentSourceMessages(): Messages {
  return Object.assign(
    {},
    ...Object.entries(translatedContent).map(([namespace, content]) => contentTextIds(namespace, content)),
  ) as Messages;
}
