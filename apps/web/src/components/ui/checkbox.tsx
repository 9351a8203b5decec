import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { withClassName } from './with-class-name.tsx';

/** A checkbox (role="checkbox"); pair it with a `<label htmlFor>` so it has a name. */
export const Checkbox = withClassName(
  CheckboxPrimitive.Root,
  'peer inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-sm border border-input bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
  <CheckboxPrimitive.Indicator className="flex items-center justify-center">
    <Check aria-hidden className="size-3.5" strokeWidth={3} />
  </CheckboxPrimitive.Indicator>,
);
