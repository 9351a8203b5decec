/** The Chairside tooth mark, in the theme's primary colours. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 9c-2.5 0-4 2-4 5 0 4 2 9 4 9s2-4 3-4 1 4 3 4 4-5 4-9c0-3-1.5-5-4-5-1.5 0-2.2 1-3 1s-1.5-1-3-1z"
        transform="translate(3 0)"
        className="fill-primary-foreground"
      />
    </svg>
  );
}
