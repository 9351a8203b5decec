import { lazy, type ComponentType } from 'react';

/** The props of a module's component export, `never` for any other export. */
type PropsOf<Export> = Export extends ComponentType<infer Props> ? Props : never;

/**
 * A component whose module loads on demand, with `preload` to start loading it ahead (from a
 * button's hover or focus), so that it is usually there by the click: the module's export `name`.
 */
export function lazyWithPreload<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  // TypeScript cannot narrow an export still generic to a component: PropsOf states its props.
  const pick = async (): Promise<{ default: ComponentType<PropsOf<Module[Name]>> }> => ({
    default: (await load())[name] as ComponentType<PropsOf<Module[Name]>>,
  });
  return { Component: lazy(pick), preload: () => void load() };
}
