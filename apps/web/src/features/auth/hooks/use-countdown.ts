import { useCallback, useEffect, useState } from 'react';

interface Clock {
  deadline: number;
  now: number;
}

function clockUntil(deadline: number): Clock {
  return { deadline, now: Date.now() };
}

/**
 * Whole seconds left until a deadline (epoch ms), re-rendering as each second passes and
 * stopping at 0. `countDownTo` sets a new deadline; `initialDeadline` is read on mount only.
 */
export function useCountdown(initialDeadline: () => number = () => 0) {
  const [clock, setClock] = useState(() => clockUntil(initialDeadline()));
  const remainingMs = clock.deadline - clock.now;

  useEffect(() => {
    if (remainingMs <= 0) return;
    // Wake at the next whole-second boundary so the number never lags behind the clock.
    const timer = setTimeout(
      () => setClock((current) => ({ ...current, now: Date.now() })),
      remainingMs % 1000 || 1000,
    );
    return () => clearTimeout(timer);
  }, [clock, remainingMs]);

  const countDownTo = useCallback((deadline: number) => setClock(clockUntil(deadline)), []);
  return { secondsLeft: Math.max(0, Math.ceil(remainingMs / 1000)), countDownTo };
}
