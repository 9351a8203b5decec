import { Search } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';

type FilterTextInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** The filter's value in the URL. */
  value: string;
  onValueChange: (value: string) => void;
  /** Shows a magnifier: for the list's free-text search. */
  search?: boolean;
};

/**
 * A text box bound to a URL filter (pass `id` and aria-* from a `<Field>`). React Router
 * commits URL changes in a transition, a beat after each key press, so the box keeps what was
 * typed and takes the URL's value only when it changes from elsewhere (Reset, Back, a link),
 * never from the echo of its own writes, which would drop fast keys or move the caret.
 */
export function FilterTextInput({
  value,
  onValueChange,
  search = false,
  className,
  ...props
}: FilterTextInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [written, setWritten] = useState<readonly string[]>([]);

  if (value !== seen) {
    setSeen(value);
    const echo = written.indexOf(value);
    if (echo >= 0) {
      setWritten(written.slice(echo + 1));
    } else {
      setWritten([]);
      setText(value);
    }
  }

  return (
    <div className="relative">
      {search ? (
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      ) : null}
      <Input
        type={search ? 'search' : 'text'}
        autoComplete="off"
        spellCheck={false}
        {...props}
        className={cn(search && 'pl-9', className)}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setWritten((current) => [...current, next]);
          onValueChange(next);
        }}
      />
    </div>
  );
}
