import { CopyPlus } from 'lucide-react';
import { ButtonDialog } from '@/components/button-dialog.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.ts';

// The form and its schema load when the dialog is about to open, not with the board.
const CopyWeekForm = lazyWithPreload(() => import('./copy-week-form.tsx'), 'CopyWeekForm');

interface CopyWeekDialogProps {
  week: string;
  today: string;
  locationId: number | null;
  onCopied: (week: string) => void;
}

/** The week board's Copy Week button and dialog (issue #16 §1). */
export function CopyWeekDialog({ week, today, locationId, onCopied }: CopyWeekDialogProps) {
  return (
    <ButtonDialog
      icon={CopyPlus}
      variant="outline"
      size="sm"
      preload={CopyWeekForm.preload}
      title="Copy Week"
      description="Post a week's shifts again in another week, on the same days and at the same times."
      className="sm:max-w-xl"
    >
      {(close) => (
        <CopyWeekForm.Component
          week={week}
          today={today}
          locationId={locationId}
          onCopied={(copiedTo) => {
            close();
            onCopied(copiedTo);
          }}
        />
      )}
    </ButtonDialog>
  );
}
