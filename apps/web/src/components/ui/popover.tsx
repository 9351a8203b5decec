import { Popover as PopoverPrimitive } from 'radix-ui';
import { inPortal } from './in-portal.tsx';
import { withClassName } from './with-class-name.tsx';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;

export const PopoverContent = inPortal(
  PopoverPrimitive.Portal,
  withClassName(
    PopoverPrimitive.Content,
    'z-50 w-72 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none motion-safe:animate-[fade-in_120ms_ease-out]',
  ),
  { align: 'center', sideOffset: 6 },
);
