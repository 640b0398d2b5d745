import serviceData from './service-summaries.json' with { type: 'json' };

/** The four contract services: what the header, the services overview and the home page link to. */

export type ServiceId =
  'clinical-research' | 'drug-manufacturing' | 'quality-assurance' | 'regulatory-affairs';

export interface ServiceSummary {
  id: ServiceId;
  name: string;
  description: string;
  link: string;
  highlights: readonly string[];
}

/** The records are data, in service-summaries.json; service-summaries.test.ts checks them against these types. */
export const services = serviceData as readonly ServiceSummary[];
