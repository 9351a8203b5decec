import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock.ts';

const root = mkdtempSync(path.join(tmpdir(), 'chairside-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const owner = `${process.pid}@${hostname()}`;
/** A process id that is certainly not running: one past the highest Linux allows. */
const GONE_PID = 4_194_305;

describe('one process per embedded data directory', () => {
  it('refuses a second holder while the first holds the lock, and frees it on release', () => {
    const dir = path.join(root, 'in-use');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(
      `The database in ${dir} is in use by process ${owner}. Run one Chairside process per DATA_DIR`,
    );
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over the lock of a process that died without closing (a crash, a SIGKILL)', () => {
    const dir = path.join(root, 'crashed');
    writeFileSync(`${dir}.lock`, `${GONE_PID}@${hostname()}`);
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(owner);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over a lock naming this process that this process does not hold (a restarted container is process 1 again)', () => {
    const dir = path.join(root, 'restarted');
    writeFileSync(`${dir}.lock`, owner);
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${owner}`);
    release();
  });

  it('leaves alone the lock of a process on another machine', () => {
    const dir = path.join(root, 'shared-volume');
    writeFileSync(`${dir}.lock`, `${GONE_PID}@another-host`);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${GONE_PID}@another-host`);
  });
});
