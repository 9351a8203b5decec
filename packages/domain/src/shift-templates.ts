import { lunchLabel } from './constants.ts';
import type { ShiftTemplate } from './contracts/shift-templates.ts';
import { formatClock12 } from './time.ts';

/** A template's hours and lunch, '7:00 AM – 4:00 PM · 1 hour lunch'. */
export function shiftTemplateHours(
  template: Pick<ShiftTemplate, 'startTime' | 'endTime' | 'lunchMinutes'>,
): string {
  const hours = `${formatClock12(template.startTime)} – ${formatClock12(template.endTime)}`;
  const lunch =
    template.lunchMinutes === 0 ? 'no lunch' : `${lunchLabel(template.lunchMinutes)} lunch`;
  return `${hours} · ${lunch.toLowerCase()}`;
}

/** Issue #16 §1: a template in one line, 'Hygiene day · 7:00 AM – 4:00 PM · 1 hour lunch'. */
export function shiftTemplateSummary(
  template: Pick<ShiftTemplate, 'name' | 'startTime' | 'endTime' | 'lunchMinutes'>,
): string {
  return `${template.name} · ${shiftTemplateHours(template)}`;
}
