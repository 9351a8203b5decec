/**
 * Browser APIs jsdom lacks, filled in the way a browser would answer them. matchMedia
 * evaluates min-width / max-width against window.innerWidth (a test sets innerWidth and
 * dispatches 'resize' to act as a phone) and prefers-color-scheme against
 * `window.__prefersDark`.
 */

type Listener = (event: MediaQueryListEvent) => void;

declare global {
  interface Window {
    __prefersDark?: boolean;
  }
}

function evaluate(query: string): boolean {
  return query.split(',').some((part) =>
    part
      .split(/\band\b/)
      .map((feature) => feature.trim())
      .every((feature) => {
        const width = /\((min|max)-width:\s*(\d+)px\)/.exec(feature);
        if (width) {
          const limit = Number(width[2]);
          return width[1] === 'min' ? window.innerWidth >= limit : window.innerWidth <= limit;
        }
        const scheme = /\(prefers-color-scheme:\s*(dark|light)\)/.exec(feature);
        if (scheme) return (scheme[1] === 'dark') === Boolean(window.__prefersDark);
        return feature === '' || feature === 'screen' || feature === 'all';
      }),
  );
}

const lists = new Set<{ query: string; matches: boolean; listeners: Set<Listener> }>();

/** Re-evaluates every live media query and notifies the ones that changed. */
export function notifyMediaChange(): void {
  for (const list of lists) {
    const matches = evaluate(list.query);
    if (matches === list.matches) continue;
    list.matches = matches;
    const event = { matches, media: list.query } as MediaQueryListEvent;
    for (const listener of list.listeners) listener(event);
  }
}

function matchMedia(query: string): MediaQueryList {
  const state = { query, matches: evaluate(query), listeners: new Set<Listener>() };
  lists.add(state);
  return {
    media: query,
    get matches() {
      return evaluate(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => state.listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => state.listeners.delete(listener),
    addListener: (listener: Listener) => state.listeners.add(listener),
    removeListener: (listener: Listener) => state.listeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function installBrowserGaps(): void {
  window.matchMedia = matchMedia;
  window.addEventListener('resize', notifyMediaChange);
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}
