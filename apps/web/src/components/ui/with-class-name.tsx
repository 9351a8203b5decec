import type { ComponentProps, ElementType, ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * `Base` with its own classes: a caller's `className` is merged after them (tailwind-merge),
 * so one can still be overridden. For the many design-system parts that add only classes,
 * and perhaps a fixed `ending` after the children (a radio's dot, a switch's thumb).
 */
export function withClassName<Base extends ElementType>(
  Base: Base,
  classes: string,
  ending?: ReactNode,
) {
  // Typed loosely once here; the returned component keeps Base's own props.
  const Component: ElementType = Base;
  return function WithClassName({ className, ...props }: ComponentProps<Base>) {
    const merged = cn(classes, className as string | undefined);
    // Without an ending the children pass untouched: an `asChild` part needs its one child.
    if (ending === undefined) return <Component className={merged} {...props} />;
    const { children, ...rest } = props as { children?: ReactNode };
    return (
      <Component className={merged} {...rest}>
        {children}
        {ending}
      </Component>
    );
  };
}
