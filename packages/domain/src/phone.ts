/** A US number is 10 digits, or 11 starting with 1; stored as +1 plus the 10 digits (SPEC §5). */
export function normalizeUsPhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

export function formatUsPhone(normalized: string): string {
  const digits = normalized.replace(/\D/g, '').slice(-10);
  if (digits.length !== 10) return normalized;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
