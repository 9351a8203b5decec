import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

function holderOf(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The lock files this process holds. */
const held = new Set<string>();

/**
 * A lock left by a process of this machine that no longer runs (a crash, a SIGKILL). One naming
 * this very process, which does not hold it, was left by an earlier process that had the same
 * id: a container's first process is always number 1.
 */
function isStale(file: string, holder: string): boolean {
  const [pid, host] = holder.split('@');
  if (host !== hostname()) return false;
  const id = Number(pid);
  if (!Number.isInteger(id) || id <= 0) return true;
  if (id === process.pid) return !held.has(file);
  try {
    process.kill(id, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * The embedded database has no lock of its own: two processes on one data directory would each
 * write its files from their own memory and corrupt them. One process at a time holds
 * `<dir>.lock`; a lock whose process is gone is taken over. Answers the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const owner = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(file, 'wx', 0o600);
      writeSync(descriptor, owner);
      closeSync(descriptor);
      held.add(file);
      return () => {
        held.delete(file);
        if (holderOf(file) === owner) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (!isStale(file, holder)) {
        throw new Error(
          `The database in ${dir} is in use by process ${holder}. Run one Chairside process per ` +
            `DATA_DIR (several instances need DATABASE_URL). If that process is not running, ` +
            `delete ${file}.`,
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}: delete ${file} if no Chairside process uses it.`);
}
