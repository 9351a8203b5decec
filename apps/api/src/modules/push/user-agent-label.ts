const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

/**
 * A short name of the browser a device subscribed from ('Chrome on Android'), stored instead of
 * the whole User-Agent: enough to recognise a device, no fingerprint kept.
 */
export function userAgentLabel(agent: string | undefined): string | null {
  if (!agent) return null;
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
