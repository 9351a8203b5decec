import type { ComponentProps, ElementType, ReactNode } from 'react';

/**
 * `Content` rendered through `Portal` (out of overflow and stacking contexts), with `defaults`
 * for the props a caller leaves out. For the floating parts: popovers and tooltips.
 */
export function inPortal<Content extends ElementType>(
  Portal: ElementType<{ children: ReactNode }>,
  Content: Content,
  defaults: Partial<ComponentProps<Content>>,
) {
  // Typed loosely once here; the returned component keeps Content's own props.
  const Inner: ElementType = Content;
  return function InPortal(props: ComponentProps<Content>) {
    return (
      <Portal>
        <Inner {...defaults} {...props} />
      </Portal>
    );
  };
}
