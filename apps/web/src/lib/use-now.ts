import { useEffect, useState } from 'react';

/**
 * The time now, again every minute: what a relative time says ('in 5 hours') keeps up with the
 * clock while the page stays open.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
