import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCitations, citationsIn, sectionsOf, unresolvedOf } from './citations.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('citations of the product documents', () => {
  it('every SPEC §n and DESIGN §n in the repository names a section of docs/SPEC.md or docs/DESIGN.md', () => {
    const { citations, unresolved } = checkCitations(ROOT);

    expect(citations.length).toBeGreaterThan(300);
    expect(
      unresolved.map(
        ({ file, line, document, section }) => `${file}:${line} ${document} §${section}`,
      ),
    ).toEqual([]);
  });

  it('reads a citation, the sections chained after it and the file name spelling', () => {
    const text = [
      '/** SPEC §2, §6 and §8: the menus. */',
      '// DESIGN §4/§5, then DESIGN.md §10',
      'issue #14 §2 is not a document citation',
    ].join('\n');

    expect(
      citationsIn(text, 'a.ts').map(
        ({ document, section, line }) => `${line} ${document} §${section}`,
      ),
    ).toEqual([
      '1 SPEC §2',
      '1 SPEC §6',
      '1 SPEC §8',
      '2 DESIGN §4',
      '2 DESIGN §5',
      '2 DESIGN §10',
    ]);
  });

  it('knows a document section by its numbered heading, and no other number', () => {
    const sections = sectionsOf(
      [
        '# Title',
        '## 5. Validation rules',
        '### 5.1 Sign-in',
        'Section 7 is mentioned in text.',
      ].join('\n'),
    );

    expect([...sections]).toEqual(['5', '5.1']);
  });

  it('reports a citation of a section the document does not have', () => {
    // Assembled, so that this file itself cites no missing section.
    const cite = (document: string, section: string) => `${document} ${'§'}${section}`;
    const text = `${cite('SPEC', '42')} and ${cite('DESIGN', '2.7')}; ${cite('SPEC', '5')}`;
    const sections = { SPEC: new Set(['5']), DESIGN: new Set(['2']) };

    expect(
      unresolvedOf(citationsIn(text, 'a.ts'), sections).map(({ document, section }) =>
        cite(document, section),
      ),
    ).toEqual([cite('SPEC', '42'), cite('DESIGN', '2.7')]);
  });
});
