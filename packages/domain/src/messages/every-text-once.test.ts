import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as everyText from './index.ts';

// Every file of this folder, found by listing it, so an area's new file is read without being
// named here.
const folder = new URL('./', import.meta.url);
const files = readdirSync(folder).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts',
);
const modules = await Promise.all(
  files.map(async (name) => [name, (await import(new URL(name, folder).href)) as object] as const),
);

describe('every text once', () => {
  it('reads the texts of several areas', () => {
    expect(files).toEqual(expect.arrayContaining(['general.ts', 'requests.ts']));
  });

  it('keeps no text in two places, across every file and group', () => {
    const places = new Map<string, string[]>();
    for (const [file, module] of modules) {
      for (const [group, texts] of Object.entries(module)) {
        if (typeof texts !== 'object' || texts === null) continue;
        for (const [key, text] of Object.entries(texts)) {
          if (typeof text === 'string')
            places.set(text, [...(places.get(text) ?? []), `${file} ${group}.${key}`]);
        }
      }
    }
    expect([...places.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  it.each(modules)('offers everything of %s through the package', (_file, module) => {
    for (const [name, value] of Object.entries(module)) {
      expect(everyText, name).toHaveProperty(name, value);
    }
  });
});
