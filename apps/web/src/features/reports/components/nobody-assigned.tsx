/** An open shift's Assigned User: a dash to the eye, 'Nobody' to a screen reader. */
export function NobodyAssigned() {
  return (
    <>
      <span aria-hidden className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">Nobody</span>
    </>
  );
}
