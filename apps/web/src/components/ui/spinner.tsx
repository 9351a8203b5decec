import { LoaderCircle } from 'lucide-react';

/**
 * A labelled spinning icon. `className` sizes and colours the icon (size-5 when omitted). It is
 * appended rather than merged with cn, so the full-page spinner keeps tailwind-merge out of the
 * landing page's first bundle (DESIGN §10).
 */
export function Spinner({
  className = 'size-5',
  label = 'Loading',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden className={`animate-spin ${className}`} />
    </span>
  );
}
