import { Button } from '@/components/ui/button.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';

interface AuthSubmitProps {
  /** The form's request is running: the button shows `busy` and waits. */
  pending: boolean;
  idle: string;
  busy: string;
  /** Also held back for another reason (say, the link already sent). */
  disabled?: boolean;
}

/**
 * An auth form's full-width submit button, with its words while the request runs. On a page
 * rendered at build time (apps/web/vite/prerender.ts) it waits until the app is live: what is
 * typed before then is kept (useSchemaForm), but a plain HTML form must never send it (a
 * disabled default button also stops Enter from submitting).
 */
export function AuthSubmit({ pending, idle, busy, disabled = false }: AuthSubmitProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={!hydrated || pending || disabled} className="w-full">
      {pending ? busy : idle}
    </Button>
  );
}
