import { INVOICE_ACTIONS, invoiceNumber } from '@chairside/domain';
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { fetchApiFile, saveBlob } from '@/lib/download-file.ts';
import { toastApiError } from '@/lib/toast-api-error.ts';

/**
 * Issue #28 §4: GET /shifts/:id/invoice.pdf, saved under the invoice's number; a refusal is a
 * destructive toast with the server's message.
 */
export function InvoiceButton({
  shiftId,
  userId,
  disabled,
}: {
  shiftId: number;
  userId: number;
  disabled: boolean;
}) {
  const download = useMutation({
    mutationFn: () => fetchApiFile(`/shifts/${shiftId}/invoice.pdf`, 'application/pdf'),
    onSuccess: (blob) => saveBlob(blob, `${invoiceNumber(shiftId, userId)}.pdf`),
    onError: toastApiError,
  });
  return (
    <Button
      type="button"
      variant="outline"
      className="mt-4 justify-self-start"
      onClick={() => download.mutate()}
      disabled={disabled || download.isPending}
    >
      <FileDown aria-hidden />
      {download.isPending ? INVOICE_ACTIONS.downloading : INVOICE_ACTIONS.download}
    </Button>
  );
}
