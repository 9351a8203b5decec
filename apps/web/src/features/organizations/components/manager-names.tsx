/** The organization's admins and managers, or a muted dash when it has none. */
export function ManagerNames({ names }: { names: readonly string[] }) {
  if (names.length === 0) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden>—</span>
        <span className="sr-only">None</span>
      </span>
    );
  }
  return <span>{names.join(', ')}</span>;
}
