import {
  isOpenToOtherOrganizations,
  RADIUS_CHOICES,
  WORK_PROFILE_MESSAGES,
  workProfilePayloadSchema,
  type Me,
  type WorkProfile,
  type WorkProfileForm as WorkProfileValues,
} from '@chairside/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { useUpdateWorkProfile, useWorkProfile } from '../api/work-profile.ts';
import { LoadedSettings, SaveRow, SwitchRow } from './settings-form-parts.tsx';
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
          <SwitchRow
            id={switchId}
            label="Shifts at other organizations"
            hint={
              independent
                ? 'As an independent professional you hear of shifts from every organization.'
                : 'Also hear of open shifts at other practices within your travel radius.'
            }
            checked={independent || field.value}
            disabled={independent}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            className="rounded-lg border p-4 sm:col-span-2"
          />
        )}
      />
      <SaveRow
        submitting={form.formState.isSubmitting}
        idle="Save Work Profile"
        className="sm:col-span-2"
      />
    </form>
  );
}

/** Issue #14 §1: where a professional lives, how far they travel and when they work. */
export function WorkProfileSection({ user }: { user: Me }) {
  const query = useWorkProfile();
  return (
    <SettingsSection section="workProfile">
      <LoadedSettings query={query} failure="Your work profile could not be loaded.">
        {(profile) => <WorkProfileFields user={user} profile={profile} />}
      </LoadedSettings>
    </SettingsSection>
  );
}
