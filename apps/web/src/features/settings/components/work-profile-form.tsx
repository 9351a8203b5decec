import {
  isOpenToOtherOrganizations,
  RADIUS_CHOICES,
  WORK_PROFILE_MESSAGES,
  workProfilePayloadSchema,
  type Me,
  type WorkProfile,
  type WorkProfileForm as WorkProfileValues,
} from '@chairside/domain';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { useUpdateWorkProfile, useWorkProfile } from '../api/work-profile.ts';
import { SettingsSection } from './settings-section.tsx';
import { WeekdayToggles } from './weekday-toggles.tsx';

function formValuesOf(profile: WorkProfile): WorkProfileValues {
  return {
    homeZip: profile.homeZip ?? '',
    travelRadiusMiles: profile.travelRadiusMiles,
    weekdays: profile.weekdays,
    openToOtherOrganizations: profile.openToOtherOrganizations,
  };
}

function WorkProfileFields({ user, profile }: { user: Me; profile: WorkProfile }) {
  const mutation = useUpdateWorkProfile();
  const form = useSchemaForm(workProfilePayloadSchema, formValuesOf(profile));
  const { errors } = form.formState;
  const switchId = useId();
  const independent = isOpenToOtherOrganizations({ ...user, openToOtherOrganizations: false });

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      form.reset(formValuesOf(await mutation.mutateAsync(payload)));
      toast.success(WORK_PROFILE_MESSAGES.saved, {
        description: 'Shifts that fit you will reach you first.',
      });
    } catch (error) {
      toastApiError(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <Field
        label="Home Zip Code"
        hint="Only used to measure how far a shift is."
        error={errors.homeZip?.message}
      >
        <Input inputMode="numeric" autoComplete="postal-code" {...form.register('homeZip')} />
      </Field>
      <FormField control={form.control} name="travelRadiusMiles" label="Travel Radius">
        {(field) => (
          <OptionSelect
            options={RADIUS_CHOICES}
            value={String(field.value)}
            onValueChange={(miles) => field.onChange(Number(miles))}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <div className="sm:col-span-2">
            <WeekdayToggles
              legend="Available Weekdays"
              hint="None chosen means any day."
              value={field.value}
              onChange={field.onChange}
            />
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="openToOtherOrganizations"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-lg border p-4 sm:col-span-2">
            <div className="grid gap-1">
              <label htmlFor={switchId} className="text-sm font-medium leading-none">
                Shifts at other organizations
              </label>
              <p id={`${switchId}-hint`} className="text-sm text-muted-foreground">
                {independent
                  ? 'As an independent professional you hear of shifts from every organization.'
                  : 'Also hear of open shifts at other practices within your travel radius.'}
              </p>
            </div>
            <Switch
              id={switchId}
              aria-describedby={`${switchId}-hint`}
              checked={independent || field.value}
              disabled={independent}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </div>
        )}
      />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save Work Profile'}
        </Button>
      </div>
    </form>
  );
}

/** Issue #14 §1: where a professional lives, how far they travel and when they work. */
export function WorkProfileSection({ user }: { user: Me }) {
  const query = useWorkProfile();
  return (
    <SettingsSection
      title="Work Profile"
      description="Which open shifts are for you: where you live, how far you travel and when you work."
      icon={<MapPin aria-hidden />}
    >
      {query.data ? (
        <WorkProfileFields user={user} profile={query.data} />
      ) : query.isError ? (
        <p className="text-sm text-destructive">Your work profile could not be loaded.</p>
      ) : (
        <Spinner />
      )}
    </SettingsSection>
  );
}
