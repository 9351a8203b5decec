import type * as CheckContract from '@/lib/check-contract.ts';

/** The contract breaks of the running test (see setup.ts). */
export const contractBreaks: Error[] = [];

/**
 * checkContract as the tests run it: the real check, remembering each break, because a page
 * often shows a failed answer as an error state that the test does not look at.
 */
export async function recordingCheckContract(
  importOriginal: () => Promise<typeof CheckContract>,
): Promise<typeof CheckContract> {
  const actual = await importOriginal();
  return {
    ...actual,
    checkContract: (...args) => {
      try {
        actual.checkContract(...args);
      } catch (error) {
        contractBreaks.push(error as Error);
        throw error;
      }
    },
  };
}

/** Fails the test that received an answer outside its contract, with the contract's message. */
export function throwContractBreaks(): void {
  const found = contractBreaks.splice(0);
  if (found.length > 0) throw new Error(found.map((error) => error.message).join('\n\n'));
}
