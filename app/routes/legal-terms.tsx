import { legalRoute } from '#app/features/legal/legal-route.tsx';
import { TermsOfUse } from '#app/features/legal/terms-of-use.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default legalRoute(TermsOfUse);
