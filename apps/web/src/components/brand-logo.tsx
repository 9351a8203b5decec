import { Link } from 'react-router';
import { BrandMark } from './brand-mark.tsx';
import { paths } from '@/config/paths.ts';

const TEXT_SIZE = { default: 'text-lg', large: 'text-xl' } as const;

/** The Chairside mark and name, linking home. */
export function BrandLogo({ size = 'default' }: { size?: keyof typeof TEXT_SIZE }) {
  return (
    <Link
      to={paths.landing.href()}
      className={`inline-flex items-center gap-2 rounded-md ${TEXT_SIZE[size]} font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background`}
    >
      <BrandMark className="size-8" />
      <span>Chairside</span>
    </Link>
  );
}
