import { Button } from '@/components/ui/button.tsx';

interface AuthSubmitProps {
  /** The form's request is running: the button shows `busy` and waits. */
  pending: boolean;
  idle: string;
  busy: string;
  /** Also held back for another reason (say, the link already sent). */
  disabled?: boolean;
}

/** An auth form's full-width submit button, with its words while the request runs. */
export function AuthSubmit({ pending, idle, busy, disabled = false }: AuthSubmitProps) {
  return (
    <Button type="submit" disabled={pending || disabled} className="w-full">
      {pending ? busy : idle}
    </Button>
  );
}
