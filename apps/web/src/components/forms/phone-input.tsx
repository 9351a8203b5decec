import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';

/** A US phone number box: the phone keypad, autofill of the national number, an example. */
export function PhoneInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(512) 555-0134"
      {...props}
    />
  );
}
