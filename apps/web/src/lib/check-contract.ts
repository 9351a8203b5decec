import * as domain from '@chairside/domain';
import { z } from 'zod';

/**
 * An answer's contract, picked from the domain (packages/domain/src/contracts), e.g.
 * `(domain) => domain.shiftDetailSchema`. A function rather than the schema itself: only
 * development and tests call it, so a production build ships no schema and no zod for answers.
 */
export type ContractOf<Schema extends z.ZodType> = (domain: Domain) => Schema;
type Domain = typeof domain;

/** An answer that is not the shape its contract promises: the API and the web have drifted. */
export class ContractError extends Error {
  constructor(request: string, error: z.ZodError) {
    super(`${request} answered outside its contract:\n${z.prettifyError(error)}`);
    this.name = 'ContractError';
  }
}

/**
 * Checks an answer against its contract made strict, so a field missing, mistyped or unknown to
 * the contract fails a test or a development session instead of reaching a user.
 */
export function checkContract(
  request: string,
  contract: ContractOf<z.ZodType>,
  answer: unknown,
): void {
  const result = domain.strictContract(contract(domain)).safeParse(answer);
  if (!result.success) throw new ContractError(request, result.error);
}
