/** Keeps the card's height while the form loads, so the page does not jump. */
export function LoginFormPlaceholder() {
  return (
    <div aria-hidden className="grid animate-pulse gap-4">
      {[0, 1].map((row) => (
        <div key={row} className="grid gap-2">
          <div className="h-4 w-16 rounded bg-muted" />
          <div className="h-10 rounded-md bg-muted" />
        </div>
      ))}
      <div className="h-4 w-28 justify-self-end rounded bg-muted" />
      <div className="h-10 rounded-md bg-muted" />
      <div className="h-4 w-48 justify-self-center rounded bg-muted" />
    </div>
  );
}
