import { describe, expect, it } from 'vitest';
import { credentialDocumentTypeOf } from './credential-documents.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('a credential document’s type, read from its first bytes (issue #27 §2)', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'application/pdf'],
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'), 'image/png'],
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'), 'image/jpeg'],
    ['a JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'image/jpeg'],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0]), null],
    ['an ELF executable', bytes([0x7f], 'ELF', [2, 1, 1]), null],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>'), null],
    ['an HTML page that mentions %PDF- later', bytes('<html>%PDF-1.4</html>'), null],
    ['an SVG image', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a GIF image', bytes('GIF89a'), null],
    ['a ZIP archive (DOCX)', bytes('PK', [3, 4]), null],
    ['a PDF header cut short', bytes('%PDF'), null],
    ['a PNG signature cut short', bytes([0x89], 'PNG'), null],
    ['two bytes of a JPEG', bytes([0xff, 0xd8]), null],
    ['an empty file', bytes(), null],
  ])('%s: %s', (_what, content, type) => {
    expect(credentialDocumentTypeOf(content)).toBe(type);
  });
});
