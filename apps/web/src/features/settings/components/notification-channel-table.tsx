import {
  NOTIFICATION_GROUP_TEXT,
  type NotificationChannel,
  type NotificationGroup,
  type NotificationPreferences,
} from '@chairside/domain';
import { Controller, type Control } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';

const COLUMNS: { channel: NotificationChannel; label: string; by: string }[] = [
  { channel: 'email', label: 'Email', by: 'by email' },
  { channel: 'sms', label: 'Text', by: 'by text message' },
  { channel: 'push', label: 'Push', by: 'by push notification' },
];

export const NO_VERIFIED_PHONE_HINT = 'Add and verify a phone number to get texts';

/**
 * Issue #14 §2: the event groups as rows, the channels as checkbox columns. Texts reach only a
 * verified number, so without one the Text column is explained and cannot be ticked. `groups`
 * are those that can reach the person (issue #26 §7, notificationGroupsFor).
 */
export function NotificationChannelTable({
  control,
  phoneVerified,
  groups,
}: {
  control: Control<NotificationPreferences>;
  phoneVerified: boolean;
  groups: readonly NotificationGroup[];
}) {
  return (
    <div className="grid gap-2">
      <Table className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead>Event</TableHead>
            {COLUMNS.map((column) => (
              <TableHead key={column.channel} className="w-12 px-1 text-center sm:w-20 sm:px-4">
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {groups.map((group) => {
            const text = NOTIFICATION_GROUP_TEXT[group];
            return (
              <TableRow key={group}>
                <TableHead
                  scope="row"
                  className="h-auto py-3 pr-2 text-sm font-normal tracking-normal whitespace-normal normal-case sm:pr-4"
                >
                  <span className="block font-medium text-foreground">{text.label}</span>
                  <span className="block text-xs text-muted-foreground">{text.description}</span>
                </TableHead>
                {COLUMNS.map((column) => (
                  <TableCell key={column.channel} className="px-1 text-center sm:px-4">
                    <Controller
                      control={control}
                      name={`channels.${group}.${column.channel}`}
                      render={({ field }) => (
                        <Checkbox
                          aria-label={`${text.label} ${column.by}`}
                          checked={column.channel === 'sms' && !phoneVerified ? false : field.value}
                          disabled={column.channel === 'sms' && !phoneVerified}
                          onCheckedChange={(checked) => field.onChange(checked === true)}
                          onBlur={field.onBlur}
                        />
                      )}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <p className="text-sm text-muted-foreground">
        In-app notifications are always on. {phoneVerified ? '' : `${NO_VERIFIED_PHONE_HINT}.`}
      </p>
    </div>
  );
}
