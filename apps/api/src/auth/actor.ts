import type { Actor, JobTitle } from '@chairside/domain';

/** Who makes the request: the token's user, loaded fresh by authenticate.ts. */
export interface SignedInUser extends Actor {
  email: string;
  name: string;
  jobTitle: JobTitle;
  isActive: boolean;
  /** Tokens carrying another version were revoked (see tokens.ts). */
  tokenVersion: number;
  /** The change counter behind what they can see, read with them (issue #15 §3's tags). */
  dataVersion: string;
}
