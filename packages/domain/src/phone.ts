/**
 * Area codes of the North American Numbering Plan that belong to other countries: Canada and
 * the Caribbean (NANPA's assignments). Texts to them are international, and the Caribbean
 * ones are the usual targets of toll fraud, so a US number never starts with one of these.
 */
// prettier-ignore
const NON_US_AREA_CODES = new Set([
  // Canada, and its non-geographic 600 and 622.
  '204', '226', '236', '249', '250', '257', '263', '289', '306', '343', '354', '365', '367',
  '368', '382', '403', '416', '418', '428', '431', '437', '438', '450', '468', '474', '506',
  '514', '519', '548', '579', '581', '584', '587', '600', '604', '613', '622', '639', '647',
  '672', '683', '705', '709', '742', '753', '778', '780', '782', '807', '819', '825', '867',
  '873', '879', '902', '905', '942',
  // The Caribbean and Bermuda.
  '242', '246', '264', '268', '284', '345', '441', '473', '649', '658', '664', '721', '758',
  '767', '784', '809', '829', '849', '868', '869', '876',
]);

/** Premium-rate numbers, billed to whoever sends to them: the 900 area and the 976 exchange. */
const PREMIUM_AREA_CODE = '900';
const PREMIUM_EXCHANGE = '976';

/** N11 (211, 311, ... 911): service codes, never the start of a number or of an exchange. */
const isServiceCode = (code: string) => code[1] === '1' && code[2] === '1';

/**
 * Whether ten digits are a US number that can be texted without cost to the sender, by the
 * NANP rules: area code and exchange both start with 2-9 and are not N11 service codes; the
 * area code is not one held in reserve (N9X for expansion, 37X and 96X) nor another country's;
 * no premium-rate 900 area or 976 exchange. The 555-0100 to 555-0199 lines, set aside for
 * fiction, are allowed: they cost nothing and are what demos and examples use.
 */
export function isUsPhoneDigits(digits: string): boolean {
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (isServiceCode(area) || isServiceCode(exchange)) return false;
  if (area[1] === '9' || area.startsWith('37') || area.startsWith('96')) return false;
  if (area === PREMIUM_AREA_CODE || exchange === PREMIUM_EXCHANGE) return false;
  return !NON_US_AREA_CODES.has(area);
}

/**
 * A US number is 10 digits, or 11 starting with 1, that passes the NANP rules of
 * isUsPhoneDigits; stored as +1 plus the 10 digits (SPEC §5).
 */
export function normalizeUsPhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  const national =
    digits.length === 10
      ? digits
      : digits.length === 11 && digits.startsWith('1')
        ? digits.slice(1)
        : null;
  return national !== null && isUsPhoneDigits(national) ? `+1${national}` : null;
}

export function formatUsPhone(normalized: string): string {
  const digits = normalized.replace(/\D/g, '').slice(-10);
  if (digits.length !== 10) return normalized;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
