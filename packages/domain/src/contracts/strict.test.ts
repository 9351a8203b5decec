import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictContract } from './strict.ts';

const contract = z.object({
  id: z.number(),
  tags: z.array(z.object({ name: z.string() })),
  owner: z.object({ name: z.string() }).nullable(),
  distance: z.number().optional(),
  title: z.enum(['Hygienist']).or(z.string()),
});

const answer = {
  id: 1,
  tags: [{ name: 'a' }],
  owner: { name: 'Dana' },
  title: 'Hygienist',
};

describe('strictContract', () => {
  it('accepts an answer of exactly the contract’s shape', () => {
    expect(strictContract(contract).safeParse(answer).success).toBe(true);
    expect(strictContract(contract).safeParse({ ...answer, owner: null }).success).toBe(true);
  });

  it.each([
    ['at the top', { ...answer, passwordHash: 'x' }],
    ['inside an array', { ...answer, tags: [{ name: 'a', secret: 1 }] }],
    ['inside a nullable object', { ...answer, owner: { name: 'Dana', email: 'd@x.test' } }],
  ])('refuses a field the contract does not name %s', (_where, extra) => {
    expect(contract.safeParse(extra).success).toBe(true);
    expect(strictContract(contract).safeParse(extra).success).toBe(false);
  });

  it('still refuses what the contract refuses', () => {
    expect(strictContract(contract).safeParse({ ...answer, id: '1' }).success).toBe(false);
  });
});
