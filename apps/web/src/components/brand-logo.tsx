import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { BrandMark } from './brand-mark.tsx';

/** The Chairside mark and name, linking home. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <BrandMark className="size-8" />
      <span>Chairside</span>
    </Link>
  );
}
