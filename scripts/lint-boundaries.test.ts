import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The boundaries eslint.config.js holds (DESIGN §2), proved against the real config: each case
// lints code as if it were a file at that place in the tree and reads which rules answer.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
// The first lint of a file in an app parses the files it reaches to follow its imports.
vi.setConfig({ testTimeout: 60_000 });

async function rulesBroken(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const SHIFTS = 'apps/api/src/modules/shifts';

describe('SQL only in *queries.ts', () => {
  const readsTable = "import { shifts } from '../../db/schema.ts';\nexport const table = shifts;\n";
  const buildsSql = "import { sql } from 'drizzle-orm';\nexport const now = sql`now()`;\n";

  it('refuses a service that imports db/schema or drizzle-orm', async () => {
    expect(await rulesBroken(readsTable, `${SHIFTS}/some-service.ts`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*\*queries\.ts/),
    ]);
    expect(await rulesBroken(buildsSql, `${SHIFTS}/some-service.ts`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*\*queries\.ts/),
    ]);
    expect(await rulesBroken(buildsSql, 'apps/api/src/app-part.ts')).toHaveLength(1);
  });

  it('lets a queries file, the database folder and the seed write SQL', async () => {
    expect(await rulesBroken(readsTable, `${SHIFTS}/some-queries.ts`)).toEqual([]);
    expect(await rulesBroken(buildsSql, 'apps/api/src/db/some-helper.ts')).toEqual([]);
    expect(await rulesBroken(buildsSql, 'apps/api/src/seed/some-seed.ts')).toEqual([]);
  });
});

describe('a module reaches another only through its index.ts', () => {
  const internal = "export { dispatch } from '../notifications/dispatch.ts';\n";
  const throughIndex = "export { dispatch } from '../notifications/index.ts';\n";

  it("refuses a module's file importing another module's internals", async () => {
    expect(await rulesBroken(internal, `${SHIFTS}/some-service.ts`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*index\.ts/),
    ]);
    const fromApp = "export { shiftRoutes } from './modules/shifts/routes.ts';\n";
    expect(await rulesBroken(fromApp, 'apps/api/src/app-part.ts')).toHaveLength(1);
  });

  it("lets it import the other module's index.ts, and its own files", async () => {
    expect(await rulesBroken(throughIndex, `${SHIFTS}/some-service.ts`)).toEqual([]);
    const own = "export { shiftWhen } from './shift-summary.ts';\n";
    expect(await rulesBroken(own, `${SHIFTS}/some-service.ts`)).toEqual([]);
  });
});

describe('no import cycles', () => {
  // no-cycle follows imports through files on disk, so each case writes two files in a folder
  // of its own inside the app's source (where the rule applies) and removes it afterwards.
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  function twoFiles(app: string, bImportsA: boolean) {
    const folder = mkdtempSync(path.join(root, app, 'lint-fixture-'));
    folders.push(folder);
    const a = "import { b } from './b.ts';\nexport const a = () => b;\n";
    const b = bImportsA
      ? "import { a } from './a.ts';\nexport const b = () => a;\n"
      : 'export const b = 1;\n';
    writeFileSync(path.join(folder, 'a.ts'), a);
    writeFileSync(path.join(folder, 'b.ts'), b);
    return { a, file: path.relative(root, path.join(folder, 'a.ts')) };
  }

  for (const app of ['apps/api/src', 'apps/web/src']) {
    it(`refuses two files of ${app} that import each other`, async () => {
      const { a, file } = twoFiles(app, true);
      expect(await rulesBroken(a, file)).toEqual([
        expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/),
      ]);
    });

    it(`lets a file of ${app} import one that does not import it back`, async () => {
      const { a, file } = twoFiles(app, false);
      expect(await rulesBroken(a, file)).toEqual([]);
    });
  }
});
