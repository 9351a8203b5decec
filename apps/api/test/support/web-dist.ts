import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** The page of a web build: the empty shell that the app renders into. */
export const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

/**
 * A built web app for one test file: a temporary folder with an assets folder, as every build
 * has, and these files (paths relative to the folder), removed after the file. Answers its path.
 */
export function webDistForFile(files: Record<string, string | Buffer>): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'chairside-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(distDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  return distDir;
}
