import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** Label and value pairs of a details view (a `<dl>`), one column on a phone, two above. */
export function DetailList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn('grid gap-x-6 gap-y-4 sm:grid-cols-2', className)}>{children}</dl>;
}

export function DetailItem({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** Spans both columns: lists and long values. */
  wide?: boolean;
}) {
  return (
    <div className={cn('grid min-w-0 gap-1', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** A list of names inside a DetailItem, with a muted text when there are none. */
export function NameList({ names, empty }: { names: readonly string[]; empty: string }) {
  if (names.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {names.map((name, index) => (
        <li
          key={`${name}-${index}`}
          className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground"
        >
          {name}
        </li>
      ))}
    </ul>
  );
}

/** A postal address on two or three lines. */
export function PostalAddress({
  address,
}: {
  address: {
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    stateCode: string;
    zipCode: string;
  };
}) {
  return (
    <address className="not-italic">
      {address.addressLine1}
      <br />
      {address.addressLine2 ? (
        <>
          {address.addressLine2}
          <br />
        </>
      ) : null}
      {address.city}, {address.stateCode} {address.zipCode}
    </address>
  );
}
