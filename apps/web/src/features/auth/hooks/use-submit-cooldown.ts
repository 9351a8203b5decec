import { SUBMIT_COOLDOWN_MS, submitCooldownMessage } from '@chairside/domain';
import { useCallback, useRef, useState } from 'react';
import { useCountdown } from './use-countdown.ts';

/**
 * SPEC §5: submits go out at least SUBMIT_COOLDOWN_MS apart. `tryStart` answers whether a submit
 * may go out now; when not, `waitMessage` counts down to the end of the wait, computed from the
 * last submit that went out, and disappears when it is over.
 */
export function useSubmitCooldown() {
  const lastSubmitAt = useRef<number | null>(null);
  const [waiting, setWaiting] = useState(false);
  const { secondsLeft, countDownTo } = useCountdown();

  const tryStart = useCallback((): boolean => {
    const now = Date.now();
    const last = lastSubmitAt.current;
    if (last !== null && now - last < SUBMIT_COOLDOWN_MS) {
      countDownTo(last + SUBMIT_COOLDOWN_MS);
      setWaiting(true);
      return false;
    }
    lastSubmitAt.current = now;
    setWaiting(false);
    return true;
  }, [countDownTo]);

  const waitMessage = waiting && secondsLeft > 0 ? submitCooldownMessage(secondsLeft) : null;
  return { tryStart, waitMessage };
}
