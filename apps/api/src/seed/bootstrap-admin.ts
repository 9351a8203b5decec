import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/crypto.ts';

/** Creates the configured platform admin (verified, active) unless that email already exists. */
export async function bootstrapAdmin(
  db: Database,
  admin: { email: string; password: string },
): Promise<boolean> {
  const email = admin.email.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return false;
  await db.insert(users).values({
    email,
    passwordHash: await hashPassword(admin.password),
    name: 'Platform Admin',
    jobTitle: 'Front Desk',
    position: 'admin',
    emailVerifiedAt: new Date(),
  });
  return true;
}
