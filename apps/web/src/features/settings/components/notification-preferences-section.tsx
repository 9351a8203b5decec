import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  notificationGroupsFor,
  notificationPreferencesSchema,
  TIMEZONES,
  type Me,
  type NotificationPreferences,
} from '@chairside/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { toastApiError } from '@/lib/toast-api-error.ts';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences.ts';
import { NotificationChannelTable } from './notification-channel-table.tsx';
import { LoadedSettings, SaveRow, SwitchRow } from './settings-form-parts.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The quiet hours a person starts from when they turn them on. */
const NIGHT = { start: '21:00', end: '07:00' };

const DIGEST_CHOICES = [
  { value: 'instant', label: 'Right away' },
  { value: 'daily', label: 'One daily digest' },
] as const;

function PreferencesForm({ user, saved }: { user: Me; saved: NotificationPreferences }) {
  const mutation = useUpdateNotificationPreferences();
  const form = useSchemaForm(notificationPreferencesSchema, saved);
  const ids = useId();
  const quietHours = form.watch('quietHours');
  // Issue #26 §7: only the groups that can reach this person; the others keep their saved values.
  const groups = notificationGroupsFor(user.position);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      form.reset(await mutation.mutateAsync(payload));
      toast.success(NOTIFICATION_PREFERENCE_MESSAGES.saved);
    } catch (error) {
      toastApiError(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <NotificationChannelTable
        control={form.control}
        phoneVerified={user.phoneVerified}
        groups={groups}
      />
      <div className="grid gap-4 rounded-lg border p-4">
        <SwitchRow
          id={`${ids}-quiet`}
          label="Quiet hours"
          hint="Emails and texts wait until quiet hours end. In-app notifications still arrive."
          checked={quietHours !== null}
          onCheckedChange={(on) =>
            form.setValue('quietHours', on ? NIGHT : null, { shouldDirty: true })
          }
        />
        {quietHours && (
          <div className="grid grid-cols-2 gap-4">
            <Field label="From" error={errors.quietHours?.start?.message}>
              <Input type="time" {...form.register('quietHours.start')} />
            </Field>
            <Field label="To" error={errors.quietHours?.end?.message ?? errors.quietHours?.message}>
              <Input type="time" {...form.register('quietHours.end')} />
            </Field>
          </div>
        )}
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field }) => (
            <Field label="Time Zone" error={errors.timeZone?.message}>
              <OptionSelect
                options={TIMEZONES}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
      </div>
      {groups.includes('newShifts') ? (
        <Controller
          control={form.control}
          name="newShiftsDigest"
          render={({ field }) => (
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">New shift alerts</legend>
              <RadioGroup
                value={field.value}
                onValueChange={field.onChange}
                className="sm:flex sm:gap-6"
              >
                {DIGEST_CHOICES.map((choice) => (
                  <div key={choice.value} className="flex items-center gap-2">
                    <RadioGroupItem id={`${ids}-${choice.value}`} value={choice.value} />
                    <label htmlFor={`${ids}-${choice.value}`} className="text-sm">
                      {choice.label}
                    </label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
          )}
        />
      ) : null}
      <SaveRow submitting={form.formState.isSubmitting} idle="Save Notifications" />
    </form>
  );
}

/** Issue #14 §2: which events reach a person outside the app, and when. */
export function NotificationPreferencesSection({ user }: { user: Me }) {
  const query = useNotificationPreferences();
  return (
    <SettingsSection section="notifications">
      <LoadedSettings query={query} failure="Your notification settings could not be loaded.">
        {(saved) => <PreferencesForm user={user} saved={saved} />}
      </LoadedSettings>
    </SettingsSection>
  );
}
