import { PUSH_MESSAGES } from '@chairside/domain';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toastError } from '@/lib/toast-api-error.ts';
import { usePushDeviceState, useSetPushDevice, type PushDeviceState } from '../api/push-device.ts';
import { SettingsSection } from './settings-section.tsx';

const STATES: Record<
  PushDeviceState,
  { badge: string; tone: 'positive' | 'pending' | 'neutral'; text: string }
> = {
  on: { badge: 'On', tone: 'positive', text: PUSH_MESSAGES.on },
  off: { badge: 'Off', tone: 'neutral', text: PUSH_MESSAGES.off },
  blocked: { badge: 'Blocked', tone: 'pending', text: PUSH_MESSAGES.blocked },
  unsupported: { badge: 'Not supported', tone: 'neutral', text: PUSH_MESSAGES.unsupported },
};

/** Web Push in this browser (issue #14 §2): turn it on or off, or why it cannot be. */
export function PushDeviceSection() {
  const state = usePushDeviceState();
  const toggle = useSetPushDevice();
  return (
    <SettingsSection section="pushDevice">
      {state.data ? (
        <div className="space-y-4">
          <div className="flex items-start gap-3">
            <StatusBadge tone={STATES[state.data].tone}>{STATES[state.data].badge}</StatusBadge>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {STATES[state.data].text}
            </p>
          </div>
          {(state.data === 'on' || state.data === 'off') && (
            <Button
              variant={state.data === 'on' ? 'outline' : 'default'}
              disabled={toggle.isPending}
              onClick={() =>
                toggle.mutate(state.data === 'off', {
                  // A 400 says why the server refused this browser (its push service).
                  onError: (error) =>
                    toastError(
                      error instanceof ApiError && error.status === 400
                        ? error.message
                        : PUSH_MESSAGES.failed,
                    ),
                })
              }
            >
              {toggle.isPending && <Spinner className="size-4" label="Working" />}
              {state.data === 'on' ? PUSH_MESSAGES.turnOff : PUSH_MESSAGES.turnOn}
            </Button>
          )}
        </div>
      ) : (
        <Spinner />
      )}
    </SettingsSection>
  );
}
