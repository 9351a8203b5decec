import {
  canReachOrganization,
  isRestrictedShiftView,
  showsShiftCounts,
  type Actor,
  type ShiftListItem,
} from '@chairside/domain';

export type ShiftView = Pick<
  ShiftListItem,
  'id' | 'locationId' | 'organizationId' | 'restricted' | 'requests' | 'offers'
>;

/**
 * SPEC §6 on one shift as answered: in reach, the restricted flag as the domain decides it, and
 * the counts line (requests, offers) only where showsShiftCounts allows it.
 */
export function shiftViewProblems(actor: Actor, shift: ShiftView): string[] {
  const problems: string[] = [];
  const where = `shift ${shift.id}`;
  if (!canReachOrganization(actor, shift.organizationId)) problems.push(`${where} is out of reach`);
  if (shift.restricted !== isRestrictedShiftView(actor, shift)) {
    problems.push(`${where} says restricted=${shift.restricted}`);
  }
  const countsShown = shift.requests !== null || shift.offers !== null;
  if (countsShown !== showsShiftCounts(actor, shift)) {
    problems.push(`${where} ${countsShown ? 'shows' : 'hides'} its request counts`);
  }
  return problems;
}
