import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';

/** A text link inside the auth forms. */
export function AuthLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}
