import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ServiceSummary } from './service-summaries.ts';
import serviceData from './service-summaries.json' with { type: 'json' };

const text = z.string().trim().min(1);
const serviceIds = [
  'clinical-research',
  'drug-manufacturing',
  'quality-assurance',
  'regulatory-affairs',
] as const;
const serviceSchema = z.strictObject({
  id: z.enum(serviceIds),
  name: text,
  description: text,
  link: z.string().startsWith('/services/'),
  highlights: z.array(text).min(1),
}) satisfies z.ZodType<ServiceSummary>;

describe('service-summaries.json', () => {
  it('holds the four services, each of the summary type and linking to its own page', () => {
    const services = z.array(serviceSchema).parse(serviceData);
    expect(services.map((service) => service.id)).toEqual(serviceIds);
    for (const service of services) expect(service.link).toBe(`/services/${service.id}`);
  });
});
