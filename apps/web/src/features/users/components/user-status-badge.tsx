import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';

/** Active or Inactive, in colours that keep AA contrast in both themes. */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        isActive
          ? 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
          : 'border-slate-200 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200',
      )}
    >
      <span
        aria-hidden
        className={cn('size-1.5 rounded-full', isActive ? 'bg-emerald-600' : 'bg-slate-500')}
      />
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
