import type { PositionColor } from '@chairside/domain';

/**
 * Tailwind classes for the SPEC §1 position colours, written out in full so Tailwind sees
 * them. Fills meet 3:1 against the card in both themes; the pale yellow fill carries a darker
 * edge so it still reads on white.
 */
export const DOT_FILL: Record<PositionColor, string> = {
  purple: 'border-purple-700 bg-purple-600 dark:border-purple-300 dark:bg-purple-400',
  blue: 'border-blue-700 bg-blue-600 dark:border-blue-300 dark:bg-blue-400',
  yellow: 'border-yellow-700 bg-yellow-400 dark:border-yellow-300 dark:bg-yellow-400',
  orange: 'border-orange-700 bg-orange-600 dark:border-orange-300 dark:bg-orange-400',
};

/**
 * Partly covered shifts: the position colour fills half the dot, the open half stays hollow,
 * so the dot reads between the filled (covered) and the ring (open) ones.
 */
export const DOT_HALF: Record<PositionColor, string> = {
  purple:
    'border-purple-700 bg-[linear-gradient(90deg,var(--color-purple-600)_50%,transparent_50%)] dark:border-purple-300 dark:bg-[linear-gradient(90deg,var(--color-purple-400)_50%,transparent_50%)]',
  blue: 'border-blue-700 bg-[linear-gradient(90deg,var(--color-blue-600)_50%,transparent_50%)] dark:border-blue-300 dark:bg-[linear-gradient(90deg,var(--color-blue-400)_50%,transparent_50%)]',
  yellow:
    'border-yellow-700 bg-[linear-gradient(90deg,var(--color-yellow-400)_50%,transparent_50%)] dark:border-yellow-300 dark:bg-[linear-gradient(90deg,var(--color-yellow-400)_50%,transparent_50%)]',
  orange:
    'border-orange-700 bg-[linear-gradient(90deg,var(--color-orange-600)_50%,transparent_50%)] dark:border-orange-300 dark:bg-[linear-gradient(90deg,var(--color-orange-400)_50%,transparent_50%)]',
};

/** Unassigned shifts: a hollow ring in the position colour around a slate centre. */
export const DOT_RING: Record<PositionColor, string> = {
  purple: 'border-purple-600 dark:border-purple-400',
  blue: 'border-blue-600 dark:border-blue-400',
  yellow: 'border-yellow-600 dark:border-yellow-400',
  orange: 'border-orange-600 dark:border-orange-400',
};

/** Badge tints per position colour; text keeps at least 4.5:1 in both themes. */
export const BADGE_TINT: Record<PositionColor, string> = {
  purple:
    'border-purple-200 bg-purple-50 text-purple-800 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-200',
  blue: 'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
  yellow:
    'border-yellow-300 bg-yellow-50 text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200',
  orange:
    'border-orange-200 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200',
};

export const ASSIGNED_BADGE =
  'border-transparent bg-emerald-700 text-white dark:bg-emerald-400 dark:text-emerald-950';

/** 'Partly covered' beside 'Assigned': amber, the hours still to fill; 4.5:1 in both themes. */
export const PARTLY_COVERED_BADGE =
  'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200';
