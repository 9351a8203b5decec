import { initials } from '@chairside/domain';
import { cn } from '@/lib/cn.ts';

/** A round badge with a person's initials; decorative, the name is always written beside it. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground select-none',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
