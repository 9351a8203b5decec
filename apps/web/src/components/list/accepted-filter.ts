/** Only a value the API accepts is sent; anything else in a hand-edited URL is left out. */
export function acceptedFilter<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  raw: string,
): T | undefined {
  if (raw === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}
