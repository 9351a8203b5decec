import {
  DEFAULT_JOB_TITLE,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  PHONE_CODE_LENGTH,
  verifyInviteFormSchema,
  type PendingPhoneVerification,
} from '@chairside/domain';
import { useNavigate } from 'react-router';
import { PasswordFields } from '@/components/forms/password-fields.tsx';
import { PhoneInput } from '@/components/forms/phone-input.tsx';
import { JobTitleField } from '@/components/forms/job-title-field.tsx';
import { Field } from '@/components/ui/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useVerifyInvite } from '../api/verify-invite.ts';
import { useSubmitCooldown } from '../hooks/use-submit-cooldown.ts';
import { AuthLink } from './auth-link.tsx';
import { paths } from '@/config/paths.ts';
import { AuthSubmit } from './auth-submit.tsx';

/**
 * SPEC §2 verify-invite: the invitee picks a job title, a phone and a password; success goes to
 * verify-phone with the new account's id and phone. `code` comes from the emailed link and is
 * null when missing. Submits that reach the server are at least 5 s apart (SPEC §5).
 */
export function VerifyInviteForm({ code }: { code: string | null }) {
  const navigate = useNavigate();
  const acceptance = useVerifyInvite();
  const { tryStart, waitMessage } = useSubmitCooldown();
  const form = useSchemaForm(verifyInviteFormSchema, {
    jobTitle: DEFAULT_JOB_TITLE,
    phoneNumber: '',
    password: '',
    confirmPassword: '',
  });
  const { register, control, handleSubmit } = form;
  const { errors } = form.formState;

  const onSubmit = handleSubmit(({ jobTitle, phoneNumber, password }) => {
    if (!code || acceptance.isPending || !tryStart()) return;
    acceptance.mutate(
      { code, jobTitle, phoneNumber, password },
      {
        onSuccess: ({ userId, phoneNumber: texted, verificationToken }) => {
          const state: PendingPhoneVerification = {
            userId,
            phoneNumber: texted,
            verificationToken,
          };
          // The invite link is spent: Back should not return to its form.
          navigate(paths.verifyPhone.href(), { replace: true, state });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {code ? (
        <p className="text-center text-sm text-muted-foreground">
          Finish setting up your account. We will text a {PHONE_CODE_LENGTH}-digit code to your
          phone to confirm it.
        </p>
      ) : (
        <div role="alert" className="grid gap-1 rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">{MESSAGES.invalidVerificationLink}</p>
          <p className="text-muted-foreground">
            Open the link from your invitation email, or ask your manager to send a new invite.
          </p>
        </div>
      )}
      <fieldset disabled={!code || acceptance.isPending} className="grid min-w-0 gap-4">
        <JobTitleField control={control} disabled={!code || acceptance.isPending} />
        <Field
          label="Phone Number"
          hint="A US mobile number that can receive texts."
          error={errors.phoneNumber?.message}
        >
          <PhoneInput required {...register('phoneNumber')} />
        </Field>
        <PasswordFields
          form={form}
          password={{
            name: 'password',
            label: 'Password',
            hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
          }}
          confirmation={{ name: 'confirmPassword', label: 'Confirm Password' }}
          required
        />
        <AuthSubmit pending={acceptance.isPending} idle="Complete Setup" busy="Setting up..." />
      </fieldset>
      {acceptance.isError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {acceptance.error.message}
        </p>
      ) : null}
      {code && acceptance.error instanceof ApiError && acceptance.error.status === 409 ? (
        // The address got an account after it was invited: the same link joins that account.
        <p className="text-center text-sm text-muted-foreground">
          Already have a Chairside account with this email address?{' '}
          <AuthLink to={paths.acceptInvite.href(code)}>Sign in and accept the invite</AuthLink>
        </p>
      ) : null}
      {waitMessage ? (
        <p role="status" className="text-center text-sm text-destructive">
          {waitMessage}
        </p>
      ) : null}
      <p className="text-center text-sm text-muted-foreground">
        Already set up? <AuthLink to={paths.login.href()}>Login</AuthLink>
      </p>
    </form>
  );
}
