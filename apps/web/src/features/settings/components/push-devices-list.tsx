import { PUSH_MESSAGES, type SubscribedDevice } from '@chairside/domain';
import { BellRing, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatShortDate } from '@/lib/format-date.ts';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { usePushDevices } from '../api/get-push-devices.ts';
import { useRemovePushDevice } from '../api/remove-push-device.ts';

function DeviceRow({ device }: { device: SubscribedDevice }) {
  const remove = useRemovePushDevice();
  const label = device.label ?? PUSH_MESSAGES.unknownDevice;
  return (
    <li className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-center gap-3">
        <BellRing aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{label}</p>
          <p className="text-sm text-muted-foreground">Since {formatShortDate(device.createdAt)}</p>
        </div>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="shrink-0"
        aria-label={`${PUSH_MESSAGES.removeDevice}: ${label}, since ${formatShortDate(device.createdAt)}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(device.id, {
            onSuccess: () => toast.success(PUSH_MESSAGES.deviceRemoved),
            onError: toastApiError,
          })
        }
      >
        {remove.isPending ? (
          <Spinner className="size-4" label="Removing" />
        ) : (
          <Trash2 aria-hidden />
        )}
        {PUSH_MESSAGES.removeDevice}
      </Button>
    </li>
  );
}

/**
 * The devices that show the person's notifications (issue #23 §2), beside the sessions: a
 * phone they no longer use can be removed here, without signing everything out.
 */
export function PushDevicesList() {
  const devices = usePushDevices();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-medium">
        {PUSH_MESSAGES.devicesTitle}
      </h3>
      {devices.isPending ? (
        <Spinner />
      ) : devices.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {devices.error.message}
        </p>
      ) : devices.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{PUSH_MESSAGES.devicesEmpty}</p>
      ) : (
        <ul className="divide-y">
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      )}
    </section>
  );
}
