import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Citations of the product's documents: 'SPEC §5', 'DESIGN §10', 'SPEC §2, §6', 'DESIGN §4/§5',
 * 'SPEC.md §9'. Each must name a numbered heading of docs/SPEC.md or docs/DESIGN.md
 * (scripts/check-citations.ts, scripts/citations.test.ts).
 */

export const DOCUMENTS = { SPEC: 'docs/SPEC.md', DESIGN: 'docs/DESIGN.md' } as const;
export type Document = keyof typeof DOCUMENTS;

export interface Citation {
  document: Document;
  section: string;
  file: string;
  line: number;
}

const SECTION = String.raw`\d+(?:\.\d+)*`;
/** 'SPEC §2' and the sections chained after it: ', §6', ' and §8', '/§5'. */
const CITATION = new RegExp(
  String.raw`\b(SPEC|DESIGN)(?:\.md)? §(${SECTION})((?:(?:,\s*|\s+(?:and|or)\s+|\s*/\s*)§${SECTION})*)`,
  'g',
);
const CHAINED = new RegExp(`§(${SECTION})`, 'g');
/** '## 5. Validation rules', '### 2.3 Shifts page': the number a citation names. */
const NUMBERED_HEADING = new RegExp(String.raw`^#{1,6}\s+(${SECTION})\.?\s`, 'gm');

export function citationsIn(text: string, file: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(CITATION)) {
    const document = match[1] as Document;
    const line = text.slice(0, match.index).split('\n').length;
    const sections = [match[2]!, ...[...match[3]!.matchAll(CHAINED)].map((chained) => chained[1]!)];
    for (const section of sections) found.push({ document, section, file, line });
  }
  return found;
}

export function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(NUMBERED_HEADING)].map((match) => match[1]!));
}

/** The repository's files as git sees them, tracked or new, without what it ignores. */
function repositoryFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return [...new Set(listed.split('\0').filter(Boolean))];
}

function readText(file: string): string | null {
  try {
    const bytes = readFileSync(file);
    return bytes.includes(0) ? null : bytes.toString('utf8');
  } catch {
    // Listed by git but gone from the work tree (deleted, not yet staged): nothing to cite.
    return null;
  }
}

export interface CitationReport {
  citations: Citation[];
  unresolved: Citation[];
}

export function checkCitations(root: string): CitationReport {
  const sections = Object.fromEntries(
    Object.entries(DOCUMENTS).map(([document, file]) => [
      document,
      sectionsOf(readText(path.join(root, file)) ?? ''),
    ]),
  ) as Record<Document, Set<string>>;
  const citations = repositoryFiles(root).flatMap((file) => {
    const text = readText(path.join(root, file));
    return text === null ? [] : citationsIn(text, file);
  });
  return { citations, unresolved: unresolvedOf(citations, sections) };
}

export function unresolvedOf(
  citations: Citation[],
  sections: Record<Document, Set<string>>,
): Citation[] {
  return citations.filter(({ document, section }) => !sections[document].has(section));
}
