import { Search } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';

type SearchFilterInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** The filter's value in the URL. */
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A search box bound to a URL filter. The router commits URL changes in a transition, a beat
 * after each key press, so the box keeps the typed text itself and takes the URL's value only
 * when it changes from elsewhere (Reset, a link): never the echo of its own earlier writes,
 * which would move the caret or drop a fast key.
 */
export function SearchFilterInput({ value, onValueChange, ...props }: SearchFilterInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [written, setWritten] = useState<string[]>([]);

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
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        autoComplete="off"
        spellCheck={false}
        {...props}
        className="pl-9"
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
