import type { ShiftDetail } from '@chairside/domain';
import { cn } from '@/lib/cn.ts';
import { ShiftDetailsSection } from './shift-details-section.tsx';

function NotesText({ text, empty }: { text: string | null; empty: string }) {
  return text?.trim() ? (
    <p className="text-sm break-words whitespace-pre-wrap">{text}</p>
  ) : (
    <p className="text-sm text-muted-foreground">{empty}</p>
  );
}

/** The shift's notes, and its internal notes outside the restricted view (SPEC §2, §6). */
export function ShiftDetailsNotes({
  shift,
  className,
}: {
  shift: ShiftDetail;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-6', className)}>
      <ShiftDetailsSection title="Notes">
        <NotesText text={shift.notes} empty="No notes" />
      </ShiftDetailsSection>
      {shift.restricted ? null : (
        <ShiftDetailsSection title="Internal Notes">
          <NotesText text={shift.internalNotes} empty="No internal notes" />
        </ShiftDetailsSection>
      )}
    </div>
  );
}
