import { toSingleLine } from '@chairside/domain';

/**
 * The text of an email. Emails are plain text only (no HTML part, so nothing in them is markup
 * and nothing needs escaping; an HTML part added one day must escape every value). Each value
 * put in (a person's, an organization's or a location's name, a link) is written as one line:
 * the schemas refuse line breaks, controls and bidirectional overrides in names (packages/domain
 * fields.ts, trust issue #11), and a row stored before that rule is flattened here, so a value
 * can never start a paragraph of its own or reorder the text around it.
 */
export function mailText(parts: TemplateStringsArray, ...values: (string | number)[]): string {
  return parts.reduce((text, part, index) => text + toSingleLine(String(values[index - 1])) + part);
}
