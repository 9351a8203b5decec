import path from 'node:path';
import { checkCitations, type Citation } from './citations.ts';

/**
 * `tsx scripts/check-citations.ts`: every 'SPEC §n' and 'DESIGN §n' in the repository names a
 * section of docs/SPEC.md or docs/DESIGN.md. Prints the counts; exits 1 naming each citation
 * that points nowhere. scripts/citations.test.ts holds the same rule in `npm test`.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const { citations, unresolved } = checkCitations(ROOT);
const key = ({ document, section }: Citation) => `${document} §${section}`;
const distinct = new Set(citations.map(key));

console.log(
  `${citations.length} citations of ${distinct.size} sections in ${new Set(citations.map((c) => c.file)).size} files; ${unresolved.length} unresolved`,
);
for (const citation of unresolved) {
  console.log(
    `${citation.file}:${citation.line}: ${key(citation)} is not a section of the document`,
  );
}
if (unresolved.length > 0) process.exit(1);
