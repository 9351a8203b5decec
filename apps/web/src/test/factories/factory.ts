/**
 * A test factory: an object as the API answers it, with the fields a test names overridden.
 * Each call answers a fresh copy, so a test may change what it gets.
 */
export function factory<T extends object>(defaults: T) {
  return (overrides: Partial<T> = {}): T => ({ ...structuredClone(defaults), ...overrides });
}
