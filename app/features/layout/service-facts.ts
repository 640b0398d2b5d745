import type { IconName } from '#app/components/ui/icon-names.ts';
import { siteConfig } from '#app/lib/site-config.ts';

/** SPEC §2 top contact strip: where we serve and when support answers; the mobile menu repeats them. */
export const serviceFacts: readonly { icon: IconName; text: string; messageId: string }[] = [
  { icon: 'map-pin', text: siteConfig.region, messageId: 'site.region' },
  { icon: 'headset', text: '24/7 Customer Support', messageId: 'layout.supportAnyHour' },
];
