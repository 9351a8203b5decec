/*
 * Names (a person's, an invitee's, an organization's, a location's) are written into emails
 * that greet or address their readers, from our address. A name such as 'there, your payroll is
 * on hold: visit https://evil.example/pay' would make our email say the attacker's sentence,
 * link included. So a name holds no link, no email address, and no invisible format character.
 *
 * Invisible: every format character (Unicode category Cf: zero-width space U+200B, marks
 * U+200E/U+200F, word joiner U+2060, byte-order mark U+FEFF, soft hyphen U+00AD, tags...),
 * except the zero-width joiner and non-joiner (U+200D, U+200C), which Persian and Indic names
 * and emoji sequences such as 👩‍⚕️ need. They are ignored when looking for links, so they cannot
 * split one. (Bidirectional overrides and isolates are Cf too, but the single-line rule refuses
 * them first with its own message.)
 *
 * A link, looked for after NFKC normalization (fullwidth letters and '＠' read as ASCII) with
 * the ideographic and fullwidth full stops read as '.':
 * - a scheme and '//' ('https://', 'ftp://', 'hxxp://') or 'www.';
 * - an email address: something '@' a dotted domain (casey@evil.example);
 * - an IPv4 address (192.0.2.1);
 * - a domain name: parts of letters, digits and hyphens joined by dots with nothing between
 *   (no space), the last part two or more letters (the top-level domain), unless every part
 *   before the last is a single letter (initials: 'J.Smith', 'A.B.Jones') and no path, port,
 *   query or fragment follows. 'evil.example', 'evil.example/pay', 'mail.evil.co', 't.co/x'
 *   are links; 'Dr. J. Smith', "St. Mary's Dental", 'Smith & Sons, P.C.', 'Ph.D.', 'No.5
 *   Clinic', 'D.D.S.' are not. Written without the space after the dot, 'Dr.Smith' or
 *   'St.Louis' reads as a domain and is refused: mail readers turn such text into links too,
 *   and the fix (a space) is obvious.
 */

const ALLOWED_FORMAT = /[\u200c\u200d]/g;
const FORMAT_CHARACTER = /\p{Cf}/u;
const SCHEME_OR_WWW = /[a-z][a-z0-9+.-]*:[/\\]{2}|(?<![\p{L}\p{N}])www\d{0,3}\./iu;
const EMAIL_ADDRESS = /[^\s@]@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}\p{N}]/u;
const IPV4 = /(?<![\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?![\p{N}])/u;
const DOMAIN =
  /(?<![\p{L}\p{N}.-])((?:[\p{L}\p{N}-]+\.)+)(\p{L}{2,63}|xn--[a-z0-9-]+)(?![\p{L}\p{N}-])/giu;
const LINK_CONTINUES = /^(?:\/|:\d|\?|#)/;

/** Whether `name` holds a format character other than the joiners (see above). */
export function hasInvisibleCharacter(name: string): boolean {
  return FORMAT_CHARACTER.test(name.replace(ALLOWED_FORMAT, ''));
}

/** Whether `name` holds a link, an email address or a domain name (see above). */
export function hasLink(name: string): boolean {
  const text = name
    .normalize('NFKC')
    .replace(ALLOWED_FORMAT, '')
    .replace(/[\u3002\uff0e\uff61]/g, '.');
  if (SCHEME_OR_WWW.test(text) || EMAIL_ADDRESS.test(text) || IPV4.test(text)) return true;
  for (const match of text.matchAll(DOMAIN)) {
    const before = match[1].split('.').filter(Boolean);
    const initials = before.every((part) => Array.from(part).length === 1);
    const continues = LINK_CONTINUES.test(text.slice((match.index ?? 0) + match[0].length));
    if (!initials || continues) return true;
  }
  return false;
}
