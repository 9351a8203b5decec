import type { LightMyRequestResponse } from 'fastify';

/** The CSP directives every answer carries, whatever its status or origin (DESIGN §9). */
const REQUIRED_CSP: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'frame-ancestors': "'none'",
};

/** What is missing from an answer's security headers; empty when they are all there. */
export function securityHeaderProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const header = response.headers['content-security-policy'];
  if (typeof header !== 'string') return ['no Content-Security-Policy'];
  const directives = new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
  for (const [name, value] of Object.entries(REQUIRED_CSP)) {
    if (directives.get(name) !== value) problems.push(`CSP ${name} is ${directives.get(name)}`);
  }
  const expected: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
  for (const [name, value] of Object.entries(expected)) {
    if (response.headers[name] !== value) problems.push(`${name} is ${response.headers[name]}`);
  }
  if (response.headers['x-powered-by'] !== undefined) problems.push('x-powered-by is sent');
  return problems;
}
