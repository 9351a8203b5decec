import {
  POSITION_GROUP_COLORS,
  positionGroup,
  SHIFT_MESSAGES,
  type PositionGroup,
  type ShiftPosition,
} from '@chairside/domain';
import { cn } from '@/lib/cn.ts';
import { DOT_FILL, DOT_HALF, DOT_RING } from './position-styles.ts';

export type PositionDotProps = (
  { position: ShiftPosition; group?: never } | { group: PositionGroup; position?: never }
) & {
  /** Unassigned shifts get a distinct dot: a hollow ring in the position colour. */
  unassigned?: boolean;
  /** Partly covered shifts: a dot half filled in the position colour. */
  partlyCovered?: boolean;
  /** Overrides the accessible label ('Hygienist', 'Hygienist, unassigned'). */
  label?: string;
  /** Beside a text that already names the position: hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
};

/** A coloured dot for a position group (SPEC §1 colours), with an accessible label. */
export function PositionDot({
  position,
  group,
  unassigned,
  partlyCovered,
  label,
  decorative,
  className,
}: PositionDotProps) {
  const dotGroup = group ?? positionGroup(position as ShiftPosition);
  const color = POSITION_GROUP_COLORS[dotGroup];
  const state = unassigned
    ? 'unassigned'
    : partlyCovered
      ? SHIFT_MESSAGES.partlyCovered.toLowerCase()
      : null;
  const name = label ?? (state ? `${dotGroup}, ${state}` : dotGroup);
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
      title={decorative ? undefined : name}
      data-group={dotGroup}
      data-unassigned={unassigned ? 'true' : undefined}
      data-partly-covered={partlyCovered ? 'true' : undefined}
      className={cn(
        'inline-block size-2 shrink-0 rounded-full border',
        unassigned
          ? cn('border-2 bg-slate-200 dark:bg-slate-700', DOT_RING[color])
          : partlyCovered
            ? DOT_HALF[color]
            : DOT_FILL[color],
        className,
      )}
    />
  );
}
