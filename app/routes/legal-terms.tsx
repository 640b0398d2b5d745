import { legalRoute } from '#app/features/legal/legal-route.tsx';
import { TermsOfUse } from '#app/features/legal/terms-of-use.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default legalRoute(TermsOfUse);
