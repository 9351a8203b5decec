import type { Actor, JobTitle } from '@chairside/domain';

/** Who makes the request: the token's user, loaded fresh by authenticate.ts. */
export interface SignedInUser extends Actor {
  email: string;
  name: string;
  jobTitle: JobTitle;
  isActive: boolean;
  /** Tokens carrying another version were revoked (see tokens.ts). */
  tokenVersion: number;
}
