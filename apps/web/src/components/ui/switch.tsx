import { Switch as SwitchPrimitive } from 'radix-ui';
import { withClassName } from './with-class-name.tsx';

/** An on/off switch (role="switch"); pair it with a `<label htmlFor>` so it has a name. */
export const Switch = withClassName(
  SwitchPrimitive.Root,
  'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
  <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-md ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />,
);
