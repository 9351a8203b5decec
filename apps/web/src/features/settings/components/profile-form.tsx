import {
  DEFAULT_JOB_TITLE,
  formatUsPhone,
  JOB_TITLES,
  profileUpdateSchema,
  type ProfileUpdateForm,
} from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { Me } from '@/lib/current-user.ts';
import { useUpdateProfile, type ProfileUpdatePayload } from '../api/update-profile.ts';
import { SettingsSection } from './settings-section.tsx';

const JOB_TITLE_OPTIONS = JOB_TITLES.map((title) => ({ value: title, label: title }));

function formValuesOf(user: Me): ProfileUpdateForm {
  return {
    name: user.name,
    phoneNumber: user.phoneNumber ? formatUsPhone(user.phoneNumber) : '',
    jobTitle: user.jobTitle ?? DEFAULT_JOB_TITLE,
  };
}

/** SPEC §2 Settings: name, optional phone and job title; the email is shown read-only. */
export function ProfileForm({ user }: { user: Me }) {
  const mutation = useUpdateProfile();
  const form = useForm<ProfileUpdateForm, unknown, ProfileUpdatePayload>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: formValuesOf(user),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await mutation.mutateAsync(payload);
      form.reset(form.getValues());
      toast.success('Profile Updated', { description: 'Your profile information was saved.' });
    } catch (error) {
      toast.error('Error', { description: (error as Error).message });
    }
  });

  return (
    <SettingsSection
      title="Profile Information"
      description="How your team sees and reaches you."
      icon={<UserRound aria-hidden />}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label="Email" hint="Your email address cannot be changed.">
          <Input type="email" value={user.email} readOnly />
        </Field>
        <Field
          label="Phone Number"
          hint="Optional. A US number."
          error={errors.phoneNumber?.message}
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(512) 555-0134"
            {...form.register('phoneNumber')}
          />
        </Field>
        <Controller
          control={form.control}
          name="jobTitle"
          render={({ field, fieldState }) => (
            <Field label="Job Title" error={fieldState.error?.message}>
              <Combobox
                options={JOB_TITLE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select a job title"
                searchPlaceholder="Search job titles..."
                emptyText="No job title found."
              />
            </Field>
          )}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
