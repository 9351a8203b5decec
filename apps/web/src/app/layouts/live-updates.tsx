import { useLiveUpdates } from '@/lib/use-live-updates.ts';

/** The signed-in tab's event stream (issue #15 §1), as a component so it can load lazily. */
export function LiveUpdates() {
  useLiveUpdates(true);
  return null;
}
