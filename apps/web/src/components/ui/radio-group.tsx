import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { withClassName } from './with-class-name.tsx';

export const RadioGroup = withClassName(RadioGroupPrimitive.Root, 'grid gap-2');

/** One radio; pair it with a <label htmlFor> so it has a name. */
export const RadioGroupItem = withClassName(
  RadioGroupPrimitive.Item,
  'peer relative flex size-4 shrink-0 items-center justify-center rounded-full border border-input bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[state=checked]:border-primary',
  <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />,
);
