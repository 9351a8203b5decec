import { crc32, deflateSync } from 'node:zlib';

/**
 * The demo's credential documents (issue #27 §4): small but real files, so the review page
 * shows each one inline as a manager would see an upload. A one-page PDF with the credential's
 * lines in Helvetica, and a PNG drawn as a wallet card (a photo of the card, as phones take).
 */

/** Text a PDF string may hold: Latin-1, its delimiters escaped ('O’Connor' reads 'O'Connor'). */
function pdfText(line: string): string {
  return line
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A one-page letter-size PDF 1.4: a title, then one line per entry. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    `BT /F1 20 Tf 72 700 Td (${pdfText(title)}) Tj ET`,
    ...lines.map(
      (line, index) => `BT /F1 12 Tf 72 ${660 - index * 22} Td (${pdfText(line)}) Tj ET`,
    ),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type Rgb = readonly [number, number, number];

const CARD_WIDTH = 320;
const CARD_HEIGHT = 200;
const PAPER: Rgb = [248, 250, 252];
const INK: Rgb = [148, 163, 184];

/** The card's colour at (x, y): a band of `accent` on top, a photo box, lines of 'text'. */
function cardPixel(x: number, y: number, accent: Rgb): Rgb {
  const border = x < 2 || y < 2 || x >= CARD_WIDTH - 2 || y >= CARD_HEIGHT - 2;
  if (border || y < 44) return accent;
  if (x >= 232 && x < 300 && y >= 64 && y < 164) return [203, 213, 225];
  const line = [72, 100, 128, 156].findIndex((top) => y >= top && y < top + 10);
  const lineEnd = [200, 170, 190, 120][line];
  return line >= 0 && x >= 20 && x < (lineEnd ?? 0) ? INK : PAPER;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 320 x 200 PNG of a wallet card whose band is `accent` (RGB, 8 bits, no filter). */
export function demoCardPng(accent: Rgb): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < CARD_HEIGHT; y += 1) {
    rows.push(0);
    for (let x = 0; x < CARD_WIDTH; x += 1) rows.push(...cardPixel(x, y, accent));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(CARD_WIDTH, 0);
  header.writeUInt32BE(CARD_HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
