import { useState, type ReactNode } from 'react';

interface ControlledProps<Value> {
  initial: Value;
  /** Told of each change, after the value is kept. */
  onChange?: (value: Value) => void;
  /** The input, given its `value` and `onChange`. */
  children: (field: { value: Value; onChange: (next: Value) => void }) => ReactNode;
}

/** A controlled input under test, its value kept in state as a form keeps it. */
export function Controlled<Value>({ initial, onChange, children }: ControlledProps<Value>) {
  const [value, setValue] = useState(initial);
  const change = (next: Value) => {
    setValue(next);
    onChange?.(next);
  };
  return children({ value, onChange: change });
}
