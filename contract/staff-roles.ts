import { leadKinds, type LeadKind } from './lead-fields.ts';

/** What a member of staff may do; the owner may do everything. */
export const staffRoles = ['owner', 'catalogue', 'sales', 'safety', 'medical'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleDescriptions: Record<StaffRole, string> = {
  owner: 'Everything, including staff accounts and the audit log.',
  catalogue: 'The product catalogue and its tablets, the batches of our products and their recall notices.',
  sales:
    'Quote requests, contact messages, newsletter subscriptions and distributor applications, and their CSV export.',
  safety: 'Adverse-event reports, medical-information requests, erasure requests and recall notices.',
  medical:
    'Approves the medical text of a prescription product before it is published; never their own draft.',
};

/** The inbox submissions each role handles. */
const leadKindsByRole: Record<StaffRole, readonly LeadKind[]> = {
  owner: leadKinds,
  catalogue: [],
  sales: ['quote', 'contact', 'newsletter', 'distributor'],
  safety: ['adverse-event', 'medical-info'],
  medical: [],
};

/** True when roles held include the owner or any of the roles an endpoint names. */
export function rolesAllow(held: readonly StaffRole[], needed: readonly StaffRole[]): boolean {
  return held.includes('owner') || needed.some((role) => held.includes(role));
}

/** The inbox kinds someone with these roles may see and handle, in the inbox's order. */
export function leadKindsOf(held: readonly StaffRole[]): LeadKind[] {
  return leadKinds.filter((kind) => held.some((role) => leadKindsByRole[role].includes(kind)));
}
