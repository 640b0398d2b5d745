import { legalRoute } from '#app/features/legal/legal-route.tsx';
import { PrivacyPolicy } from '#app/features/legal/privacy-policy.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default legalRoute(PrivacyPolicy);
