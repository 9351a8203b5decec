import type { ShiftTemplate, ShiftTemplateValues } from '@chairside/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shiftTemplates } from '../../db/schema.ts';

const templateColumns = {
  id: shiftTemplates.id,
  locationId: shiftTemplates.locationId,
  name: shiftTemplates.name,
  position: shiftTemplates.position,
  specialty: shiftTemplates.specialty,
  startTime: shiftTemplates.startTime,
  endTime: shiftTemplates.endTime,
  lunchMinutes: shiftTemplates.lunchMinutes,
  notes: shiftTemplates.notes,
  hourlyRateCents: shiftTemplates.hourlyRateCents,
  engagement: shiftTemplates.engagement,
  paymentTerms: shiftTemplates.paymentTerms,
};

/** A location the actor may reach, as findShiftLocation answers it. */
interface ReachedLocation {
  id: number;
  organizationId: number;
}

/** The templates of a location the actor reached, by name, as the picker lists them. */
export function listLocationTemplates(
  db: Executor,
  location: ReachedLocation,
): Promise<ShiftTemplate[]> {
  return db
    .select(templateColumns)
    .from(shiftTemplates)
    .where(eq(shiftTemplates.locationId, location.id))
    .orderBy(asc(sql`lower(${shiftTemplates.name})`), asc(shiftTemplates.id));
}

/**
 * One template of a location the actor reached: a template of another location is not found
 * there.
 */
export async function findLocationTemplate(
  db: Executor,
  location: ReachedLocation,
  templateId: number,
): Promise<ShiftTemplate | undefined> {
  const [row] = await db
    .select(templateColumns)
    .from(shiftTemplates)
    .where(and(eq(shiftTemplates.id, templateId), eq(shiftTemplates.locationId, location.id)));
  return row;
}

export async function insertTemplate(
  db: Executor,
  locationId: number,
  values: ShiftTemplateValues,
): Promise<ShiftTemplate> {
  const [row] = await db
    .insert(shiftTemplates)
    .values({ locationId, ...values })
    .returning(templateColumns);
  return row;
}

export async function updateTemplate(
  db: Executor,
  templateId: number,
  values: ShiftTemplateValues,
): Promise<ShiftTemplate> {
  const [row] = await db
    .update(shiftTemplates)
    .set(values)
    .where(eq(shiftTemplates.id, templateId))
    .returning(templateColumns);
  return row;
}

export async function deleteTemplate(db: Executor, templateId: number): Promise<void> {
  await db.delete(shiftTemplates).where(eq(shiftTemplates.id, templateId));
}
