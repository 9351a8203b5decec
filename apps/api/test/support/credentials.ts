import type { CredentialType } from '@chairside/domain';
import type { Database } from '../../src/db/client.ts';
import { credentials } from '../../src/db/schema.ts';

/** The admin world's states (Alder in TX, Birch in CO): where tests' shifts are. */
const WORLD_STATES = ['TX', 'CO'];
const STATE_TYPES: CredentialType[] = ['hygiene_license', 'dentist_license', 'radiography'];

export interface HoldOptions {
  states?: string[];
  /** 'YYYY-MM-DD'; ten years from now by default. */
  expiresOn?: string;
  verified?: boolean;
}

/**
 * Gives a person the credentials every clinical shift of `states` needs (issue #27): each
 * state's licenses and radiography credential, and a CPR/BLS card, verified and current unless
 * told otherwise; inserted directly, as a fixture. Answers their ids.
 */
export async function holdCredentials(
  db: Database,
  userId: number,
  options: HoldOptions = {},
): Promise<number[]> {
  const expiresOn = options.expiresOn ?? `${new Date().getUTCFullYear() + 10}-12-31`;
  const verifiedAt = options.verified === false ? null : new Date();
  const rows = [
    ...(options.states ?? WORLD_STATES).flatMap((stateCode) =>
      STATE_TYPES.map((type) => ({ type, stateCode })),
    ),
    { type: 'cpr_bls' as const, stateCode: null },
  ];
  const inserted = await db
    .insert(credentials)
    .values(
      rows.map((row) => ({
        ...row,
        userId,
        number: `T-${userId}-${row.type}`,
        expiresOn,
        verifiedAt,
      })),
    )
    .returning({ id: credentials.id });
  return inserted.map((row) => row.id);
}

/** One credential of a person, as a test states it. */
export async function holdCredential(
  db: Database,
  userId: number,
  credential: {
    type: CredentialType;
    stateCode?: string | null;
    expiresOn: string;
    verified?: boolean;
  },
) {
  await db.insert(credentials).values({
    userId,
    type: credential.type,
    stateCode: credential.stateCode ?? null,
    number: `T-${userId}-${credential.type}`,
    expiresOn: credential.expiresOn,
    verifiedAt: credential.verified === false ? null : new Date(),
  });
}
