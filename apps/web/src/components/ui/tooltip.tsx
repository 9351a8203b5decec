import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { inPortal } from './in-portal.tsx';
import { withClassName } from './with-class-name.tsx';

export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = inPortal(
  TooltipPrimitive.Portal,
  withClassName(
    TooltipPrimitive.Content,
    'z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md motion-safe:animate-[fade-in_120ms_ease-out]',
  ),
  { sideOffset: 6 },
);
