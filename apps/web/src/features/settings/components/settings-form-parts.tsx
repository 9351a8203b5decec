import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { cn } from '@/lib/cn.ts';

/** A settings form's end: its submit button on the right, with its words while it saves. */
export function SaveRow({
  submitting,
  idle,
  busy = 'Saving...',
  className,
}: {
  submitting: boolean;
  idle: string;
  busy?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-end', className)}>
      <Button type="submit" disabled={submitting}>
        {submitting ? busy : idle}
      </Button>
    </div>
  );
}

interface SwitchRowProps {
  id: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  className?: string;
}

/** A setting turned on or off: its label and hint on the left, the switch on the right. */
export function SwitchRow({ id, label, hint, className, ...control }: SwitchRowProps) {
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium leading-none">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} {...control} />
    </div>
  );
}

/** A section's saved settings: a spinner while they load, `failure` if they cannot. */
export function LoadedSettings<Data>({
  query,
  failure,
  children,
}: {
  query: UseQueryResult<Data>;
  failure: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.data) return children(query.data);
  if (query.isError) return <p className="text-sm text-destructive">{failure}</p>;
  return <Spinner />;
}
