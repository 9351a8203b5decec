import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { bootstrapAdmin } from '../../src/seed/bootstrap-admin.ts';
import { appForFile, callsAs } from '../support/app.ts';
import { makeUser, TEST_PASSWORD } from '../support/factories.ts';
import { login, signIn } from '../support/session.ts';

const t = appForFile();

const byEmail = (email: string) => t.db.select().from(users).where(eq(users.email, email));

describe('bootstrapAdmin', () => {
  it('creates a verified, active platform admin without organization who can sign in', async () => {
    const created = await bootstrapAdmin(t.db, {
      email: 'Root@Example.test',
      password: 'Bootstrap-Pass-1',
    });
    expect(created).toBe(true);
    const [admin] = await byEmail('root@example.test');
    expect(admin).toMatchObject({ position: 'admin', organizationId: null, isActive: true });
    expect(admin.emailVerifiedAt).toBeInstanceOf(Date);
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    const token = await signIn(t.app, 'root@example.test', 'Bootstrap-Pass-1');
    const me = await callsAs(t.app, token).get('/api/users/me');
    expect(me.json()).toMatchObject({
      email: 'root@example.test',
      position: 'admin',
      organizationId: null,
    });
  });

  it('is idempotent: a second run creates nothing and keeps the password', async () => {
    await bootstrapAdmin(t.db, { email: 'once@example.test', password: 'First-Password-1' });
    const again = await bootstrapAdmin(t.db, {
      email: 'ONCE@example.test',
      password: 'Second-Password-2',
    });
    expect(again).toBe(false);
    expect(await byEmail('once@example.test')).toHaveLength(1);
    expect((await login(t.app, 'once@example.test', 'First-Password-1')).statusCode).toBe(200);
    expect((await login(t.app, 'once@example.test', 'Second-Password-2')).statusCode).toBe(401);
  });

  it('leaves an existing account of that email as it is', async () => {
    const existing = await makeUser(t.db, { email: 'taken@example.test', position: 'employee' });
    expect(
      await bootstrapAdmin(t.db, { email: 'taken@example.test', password: 'Take-Over-123' }),
    ).toBe(false);
    const [row] = await byEmail('taken@example.test');
    expect(row).toMatchObject({
      id: existing.id,
      position: 'employee',
      passwordHash: existing.passwordHash,
    });
    expect((await login(t.app, 'taken@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });
});
