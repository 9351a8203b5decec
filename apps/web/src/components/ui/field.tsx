import { useId, type ReactElement, cloneElement } from 'react';
import { cn } from '@/lib/cn.ts';
import { Label } from './label.tsx';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled form control with its validation message underneath. Its rows keep their own
 * heights (content-start): in a row of fields the grid stretches each field to the tallest, and
 * stretched rows would push a control down whenever its neighbour has a hint or an error, so
 * every control of a row now sits at the same top, the label's height below the row's top.
 */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
