import { legalRoute } from '#app/features/legal/legal-route.tsx';
import { ComplianceNotice } from '#app/features/legal/compliance-notice.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default legalRoute(ComplianceNotice);
