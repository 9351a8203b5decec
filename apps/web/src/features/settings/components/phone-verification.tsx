import {
  formatUsPhone,
  PHONE_CODE_LENGTH,
  verifyPhoneFormSchema,
  type Me,
} from '@chairside/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { DialogShell } from '@/components/dialog-shell.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { useSchemaForm } from '@/components/forms/use-schema-form.ts';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toastApiError } from '@/lib/toast-api-error.ts';
import { useSendOwnPhoneCode, useVerifyOwnPhone } from '../api/own-phone.ts';

/**
 * Whether the saved phone number is verified, and a way to verify it (issue #14: texts go only
 * to a verified number). The code is texted when the person asks, then typed in a dialog.
 */
export function PhoneVerification({ user }: { user: Me }) {
  const [open, setOpen] = useState(false);
  const send = useSendOwnPhoneCode();
  if (!user.phoneNumber) return null;
  if (user.phoneVerified) {
    return (
      <div className="flex items-center gap-2 text-sm text-muted-foreground sm:col-span-2">
        <StatusBadge tone="positive">Verified</StatusBadge>
        <span>Texts you choose in Notifications reach {formatUsPhone(user.phoneNumber)}.</span>
      </div>
    );
  }

  const sendCode = () =>
    send.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.success('Code Sent', { description: message });
        setOpen(true);
      },
      onError: toastApiError,
    });

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm sm:col-span-2">
      <StatusBadge tone="pending">Not verified</StatusBadge>
      <span className="text-muted-foreground">Texts need a verified phone number.</span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={send.isPending}
        onClick={sendCode}
      >
        {send.isPending ? 'Sending...' : 'Verify Phone Number'}
      </Button>
      <DialogShell
        open={open}
        onOpenChange={setOpen}
        title="Verify Phone Number"
        description={`We texted a ${PHONE_CODE_LENGTH}-digit code to ${formatUsPhone(user.phoneNumber)}.`}
      >
        <CodeForm
          onVerified={() => setOpen(false)}
          onResend={sendCode}
          resending={send.isPending}
        />
      </DialogShell>
    </div>
  );
}

function CodeForm({
  onVerified,
  onResend,
  resending,
}: {
  onVerified: () => void;
  onResend: () => void;
  resending: boolean;
}) {
  const verify = useVerifyOwnPhone();
  const form = useSchemaForm(verifyPhoneFormSchema, { code: '' });
  const onSubmit = form.handleSubmit((payload) =>
    verify.mutate(payload, {
      onSuccess: ({ message }) => {
        toast.success('Phone Verified', { description: message });
        onVerified();
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field label="Verification Code" error={form.formState.errors.code?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PHONE_CODE_LENGTH}
          className="h-12 indent-[0.4em] text-center font-mono text-xl tracking-[0.4em]"
          {...form.register('code')}
        />
      </Field>
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-start px-0 py-0"
        disabled={resending}
        onClick={onResend}
      >
        Send a new code
      </Button>
      <DialogFormFooter
        error={verify.error}
        submitting={verify.isPending}
        labels={{ idle: 'Verify', busy: 'Verifying...' }}
      />
    </form>
  );
}
