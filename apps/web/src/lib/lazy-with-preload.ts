import { lazy, type ComponentType } from 'react';

/**
 * A component whose module loads on demand, with `preload` to start loading it ahead (from a
 * button's hover or focus), so that it is usually there by the click.
 */
export function lazyWithPreload<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return {
    Component: lazy(async () => ({ default: pick(await load()) })),
    preload: () => void load(),
  };
}
