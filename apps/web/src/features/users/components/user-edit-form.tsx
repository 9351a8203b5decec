import {
  accountPositionOptions,
  assignablePositions,
  canChangeActiveStatus,
  canChangePosition,
  userEditFormSchema,
  type AccountPosition,
  type UserUpdatePayload,
  type UserDetail,
} from '@chairside/domain';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { MultiSelect } from '@/components/ui/multi-select.tsx';
import { OptionSelect } from '@/components/ui/select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useLocationOptions } from '@/lib/pickers/location-options.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useUpdateUser } from '../api/update-user.ts';

interface UserEditFormProps {
  user: UserDetail;
  /** Back to view mode, after a save or on Cancel. */
  onDone: () => void;
}

/** SPEC §2 and §4: the edit mode of the User Details dialog. */
export function UserEditForm({ user, onDone }: UserEditFormProps) {
  const actor = useSignedInUser();
  const ids = { isActive: useId() };
  const mutation = useUpdateUser(user.id);
  const positions = assignablePositions(actor);
  const statusLocked = !canChangeActiveStatus(actor, user);
  const positionLocked = !canChangePosition(actor, user);

  const form = useSchemaForm(userEditFormSchema, {
    position: user.position,
    locationIds: user.locationIds,
    isActive: user.isActive,
  });
  const position = useWatch({ control: form.control, name: 'position' });
  const managesLocations = position === 'location_manager';
  // Only the edited user's organization's locations may be chosen (SPEC §6).
  const locations = useLocationOptions(managesLocations ? user.organizationId : null);

  const onSubmit = form.handleSubmit((values) => {
    const payload: UserUpdatePayload = {
      position: values.position,
      isActive: values.isActive,
      // SPEC §3: locationIds travel only for a location manager.
      ...(values.position === 'location_manager' ? { locationIds: values.locationIds } : {}),
    };
    mutation.mutate(payload, {
      onSuccess: () => {
        toast.success('User Updated', { description: `${user.name}'s account was saved.` });
        onDone();
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="min-w-0 space-y-5">
      <FormField
        control={form.control}
        name="position"
        label="Position"
        hint={positionLocked ? 'You cannot change your own position.' : undefined}
      >
        {(field) => (
          <OptionSelect
            className="min-w-0"
            options={accountPositionOptions(positions)}
            value={field.value ?? ''}
            disabled={positionLocked}
            onBlur={field.onBlur}
            placeholder="Select a position"
            onValueChange={(next: string) => {
              field.onChange(next as AccountPosition);
              // Changing the position away from location manager clears the locations (SPEC §4).
              if (next !== 'location_manager') {
                form.setValue('locationIds', [], { shouldValidate: form.formState.isSubmitted });
              }
            }}
          />
        )}
      </FormField>

      {managesLocations ? (
        <FormField
          control={form.control}
          name="locationIds"
          label="Locations"
          hint={
            user.organizationId === null
              ? 'This user belongs to no organization, so there are no locations to manage.'
              : locations.isError
                ? locations.error.message
                : `Locations of ${user.organizationName ?? 'their organization'} this user manages.`
          }
        >
          {(field) => (
            <MultiSelect
              options={locations.data ?? []}
              value={(field.value ?? []).map(Number)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={locations.isLoading ? 'Loading locations...' : 'Select locations'}
              emptyText="This organization has no locations yet."
              className="min-w-0"
              disabled={user.organizationId === null || locations.isLoading}
            />
          )}
        </FormField>
      ) : null}

      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="grid gap-2">
            <Label htmlFor={ids.isActive}>Status</Label>
            <div className="flex items-center gap-3">
              <Switch
                id={ids.isActive}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                disabled={statusLocked}
                aria-describedby={`${ids.isActive}-state`}
              />
              <span id={`${ids.isActive}-state`} className="text-sm">
                {field.value ? 'Active' : 'Inactive'}
              </span>
            </div>
            {statusLocked ? (
              <p className="text-sm text-muted-foreground">
                You cannot change your own active status.
              </p>
            ) : null}
          </div>
        )}
      />

      <div aria-live="polite">
        {mutation.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {mutation.error.message}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
