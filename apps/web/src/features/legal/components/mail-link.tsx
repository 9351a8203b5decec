/** A mailto link styled for running text. */
export function MailLink({ address, subject }: { address: string; subject?: string }) {
  const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a
      href={href}
      className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {address}
    </a>
  );
}
