import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden className={cn('size-5 animate-spin', className)} />
    </span>
  );
}
