import {
  formatUsPhone,
  MESSAGES,
  PHONE_CODE_LENGTH,
  PHONE_RESEND_COOLDOWN_SECONDS,
  verifyPhoneFormSchema,
  type PendingPhoneVerification,
} from '@chairside/domain';
import { CircleHelp } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { useResendPhoneVerification } from '../api/resend-phone-verification.ts';
import { useVerifyPhone } from '../api/verify-phone.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { toastError } from '@/lib/toast-api-error.ts';
import { serverMessageOr } from '../lib/server-message.ts';
import { AUTH_TEXT } from '../messages.ts';
import { paths } from '@/config/paths.ts';
import { AuthSubmit } from './auth-submit.tsx';

const RESEND_COOLDOWN_MS = PHONE_RESEND_COOLDOWN_SECONDS * 1000;

/**
 * SPEC §2 verify-phone: the texted code confirms the invitee's phone, then the login page. A new
 * code can be asked for once the resend cooldown (SPEC §9) has passed.
 */
export function PhoneVerificationForm({
  userId,
  phoneNumber,
  verificationToken,
}: PendingPhoneVerification) {
  const navigate = useNavigate();
  const verification = useVerifyPhone();
  const resend = useResendPhoneVerification();
  const helpId = useId();
  const [helpOpen, setHelpOpen] = useState(false);
  // A code was texted just before this page opened, so the first resend waits too.
  const { secondsLeft, countDownTo } = useCountdown(() => Date.now() + RESEND_COOLDOWN_MS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm(verifyPhoneFormSchema, { code: '' });

  const onSubmit = handleSubmit(({ code }) =>
    verification.mutate(
      { userId, verificationToken, code },
      {
        onSuccess: () => {
          toast.success(AUTH_TEXT.phoneVerifiedTitle, { description: AUTH_TEXT.phoneVerified });
          navigate(paths.login.href(), { replace: true });
        },
        onError: (error) =>
          setError(
            'code',
            { type: 'server', message: serverMessageOr(error, MESSAGES.verificationFailed) },
            { shouldFocus: true },
          ),
      },
    ),
  );

  const onResend = () =>
    resend.mutate(
      { userId, verificationToken },
      {
        onSuccess: () => {
          countDownTo(Date.now() + RESEND_COOLDOWN_MS);
          toast.success(AUTH_TEXT.codeResentTitle, { description: AUTH_TEXT.codeResent });
        },
        onError: (error) => toastError(serverMessageOr(error, MESSAGES.resendFailed)),
      },
    );

  const formatted = formatUsPhone(phoneNumber);

  return (
    <div className="grid gap-4">
      <p className="text-center text-sm text-muted-foreground">
        We sent a {PHONE_CODE_LENGTH}-digit code to{' '}
        <span className="font-medium whitespace-nowrap text-foreground">{formatted}</span>.
      </p>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="Verification Code" error={errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            required
            className="h-12 indent-[0.4em] text-center font-mono text-xl tracking-[0.4em]"
            {...register('code')}
          />
        </Field>
        <AuthSubmit pending={verification.isPending} idle="Verify" busy="Verifying..." />
      </form>
      <Button
        type="button"
        variant="outline"
        disabled={secondsLeft > 0 || resend.isPending}
        onClick={onResend}
        className="w-full"
      >
        {resend.isPending
          ? 'Sending...'
          : secondsLeft > 0
            ? `Resend Code (${secondsLeft}s)`
            : 'Resend Code'}
      </Button>
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-center px-1 py-1"
        aria-expanded={helpOpen}
        aria-controls={helpId}
        onClick={() => setHelpOpen((open) => !open)}
      >
        <CircleHelp aria-hidden />
        Didn&apos;t get a code?
      </Button>
      <div id={helpId} hidden={!helpOpen} className="rounded-md bg-muted p-3 text-sm">
        <ul className="grid list-disc gap-1 pl-5">
          <li>Check that {formatted} is your mobile number and can receive texts.</li>
          <li>Texts can take up to a minute to arrive.</li>
          <li>Still nothing? Use Resend Code for a new code; it replaces the one sent before.</li>
          <li>Wrong number? Ask your manager to send you a new invite.</li>
        </ul>
      </div>
    </div>
  );
}
