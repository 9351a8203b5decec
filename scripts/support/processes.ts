import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where the scripts run their commands. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200, or fails after `timeoutMs`. */
export async function waitFor(
  url: string,
  timeoutMs: number,
  exited: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The process serving ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts `command` in the repository's root in its own process group, so that stopping it stops
 * its children too. Its errors are shown unless `showErrors` is false (Chromium's D-Bus and GPU
 * chatter in a container); `label` names it in a failure to start.
 */
export function startProcess(
  label: string,
  command: string,
  args: string[],
  { extraEnv = {}, showErrors = true }: { extraEnv?: NodeJS.ProcessEnv; showErrors?: boolean } = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...extraEnv },
    detached: true,
    stdio: ['ignore', 'ignore', showErrors ? 'inherit' : 'ignore'],
  });
  child.on('error', (error) => console.error(`[${label}] ${command}: ${error.message}`));
  return child;
}

/** Stops a process started by startProcess, with its children. */
export function stopProcess(child: ChildProcess | undefined): void {
  if (child?.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
