import {
  addMinutesToLocal,
  formatCents,
  formatTimesheetTimes,
  localClockOf,
  localDateOf,
  submissionDeadline,
  TIMESHEET_LABELS,
  zonedLocalToInstant,
  type Engagement,
  type Timesheet,
} from '@chairside/domain';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormError } from '@/components/forms/form-error.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useApproveTimesheet, useSubmitTimesheet, useTimesheet } from '../api/timesheet.ts';
import { InvoiceButton } from './invoice-button.tsx';
import { ShiftDetailsSection } from './shift-details-section.tsx';

const MINUTES_PER_DAY = 24 * 60;

/** Clocks on the location's day of the start to instants; an end at or before the start is the next day's. */
function instantsOf(day: string, start: string, end: string, timeZone: string) {
  const endLocal =
    end > start ? `${day}T${end}` : addMinutesToLocal(`${day}T${end}`, MINUTES_PER_DAY);
  return {
    startTime: zonedLocalToInstant(`${day}T${start}`, timeZone).toISOString(),
    endTime: zonedLocalToInstant(endLocal, timeZone).toISOString(),
  };
}

/** A labelled input of the timesheet form. */
function TimesheetField({
  id,
  label,
  onChange,
  ...input
}: { id: string; label: string; value: string; onChange: (value: string) => void } & Omit<
  ComponentProps<typeof Input>,
  'id' | 'onChange' | 'value'
>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

type Role = 'person' | 'manager';

/** The person's submit form, or a manager's approve form (with a correction's reason). */
function TimesheetForm({
  timesheet,
  timeZone,
  role,
}: {
  timesheet: Timesheet;
  timeZone: string;
  role: Role;
}) {
  const day = localDateOf(timesheet.startTime, timeZone);
  const [start, setStart] = useState(localClockOf(timesheet.startTime, timeZone));
  const [end, setEnd] = useState(localClockOf(timesheet.endTime, timeZone));
  const [lunch, setLunch] = useState(String(timesheet.lunchMinutes));
  const [reason, setReason] = useState('');
  const submit = useSubmitTimesheet(timesheet.shiftId);
  const approve = useApproveTimesheet(timesheet.shiftId);
  const mutation = role === 'person' ? submit : approve;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const times = { ...instantsOf(day, start, end, timeZone), lunchMinutes: Number(lunch) };
    try {
      if (role === 'person') {
        await submit.mutateAsync(times);
        toast.success(TIMESHEET_LABELS.submittedToast);
      } else {
        await approve.mutateAsync({ ...times, reason: reason || null });
        toast.success(TIMESHEET_LABELS.approvedToast);
      }
    } catch {
      // The refusal shows above the button (FormError).
    }
  };
  const label =
    role === 'manager'
      ? TIMESHEET_LABELS.approve
      : timesheet.status === 'due'
        ? TIMESHEET_LABELS.submit
        : TIMESHEET_LABELS.resubmit;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TimesheetField
          id="timesheet-start"
          label={TIMESHEET_LABELS.start}
          value={start}
          onChange={setStart}
          type="time"
        />
        <TimesheetField
          id="timesheet-end"
          label={TIMESHEET_LABELS.end}
          value={end}
          onChange={setEnd}
          type="time"
        />
        <TimesheetField
          id="timesheet-lunch"
          label={TIMESHEET_LABELS.lunch}
          value={lunch}
          onChange={setLunch}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      </div>
      {role === 'manager' ? (
        <TimesheetField
          id="timesheet-reason"
          label={TIMESHEET_LABELS.reason}
          value={reason}
          onChange={setReason}
          autoComplete="off"
        />
      ) : null}
      <FormError error={mutation.error} />
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {label}
      </Button>
    </form>
  );
}

/**
 * Issue #28 §3: a confirmed shift's timesheet once it has ended, for its person (submit, again
 * until approved) and its managers (approve, correcting with a reason); docs/PAY.md.
 */
export function TimesheetSection({
  shiftId,
  timeZone,
  shiftEndsAt,
  engagement,
  role,
  readOnly,
}: {
  shiftId: number;
  timeZone: string;
  /** A 1099 shift's approved timesheet downloads its invoice (issue #28 §4). */
  engagement: Engagement;
  /** The shift's end: the person submits for 7 days after it, then a manager enters the hours. */
  shiftEndsAt: Date;
  role: Role;
  /** Offline (issue #15 §4): the times shown, no form. */
  readOnly: boolean;
}) {
  const query = useTimesheet(shiftId, true);
  const [openedAt] = useState(Date.now);
  if (!query.data) return null;
  const timesheet = query.data;
  const overdue = submissionDeadline(shiftEndsAt).getTime() < openedAt;
  const approvable = timesheet.status === 'submitted' || (timesheet.status === 'due' && overdue);
  const editable = role === 'person' ? timesheet.status !== 'approved' && !overdue : approvable;
  return (
    <ShiftDetailsSection title={TIMESHEET_LABELS.title}>
      <div className="grid gap-1 text-sm">
        <Badge
          variant={timesheet.status === 'approved' ? 'default' : 'secondary'}
          className="justify-self-start"
        >
          {TIMESHEET_LABELS[timesheet.status]}
        </Badge>
        <p>
          <span className="text-muted-foreground">{TIMESHEET_LABELS.worked}: </span>
          {formatTimesheetTimes(timesheet, timeZone)}
        </p>
        {timesheet.amountCents !== null ? (
          <p>
            <span className="text-muted-foreground">{TIMESHEET_LABELS.amount}: </span>
            {formatCents(timesheet.amountCents)}
          </p>
        ) : null}
        {timesheet.approvedBy ? (
          <p className="text-muted-foreground">
            {TIMESHEET_LABELS.approved} by {timesheet.approvedBy.name}
            {timesheet.correctionReason ? `: ${timesheet.correctionReason}` : ''}
          </p>
        ) : null}
      </div>
      {editable && !readOnly ? (
        <TimesheetForm timesheet={timesheet} timeZone={timeZone} role={role} />
      ) : null}
      {engagement === '1099' &&
      timesheet.status === 'approved' &&
      timesheet.amountCents !== null ? (
        <InvoiceButton shiftId={shiftId} userId={timesheet.userId} disabled={readOnly} />
      ) : null}
    </ShiftDetailsSection>
  );
}
