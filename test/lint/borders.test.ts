/**
 * The borders between the layers (docs/architecture.md), as eslint.config.js enforces them: each rule is shown to
 * refuse a file that crosses it and to let the allowed import through.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the import-border rule for `code` as if it were the file at `filePath`. */
async function borderErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the borders between the layers', () => {
  test('the engine imports only its own files: no app code, no Preact, no Dexie, no Node', async () => {
    expect(await borderErrors("import { openDb } from '../store/db.ts';\n", 'src/engine/x.ts')).toHaveLength(1);
    expect(await borderErrors("import { h } from 'preact';\n", 'src/engine/x.ts')).toHaveLength(1);
    expect(await borderErrors("import Dexie from 'dexie';\n", 'src/engine/x.ts')).toHaveLength(1);
    expect(await borderErrors("import { readFileSync } from 'node:fs';\n", 'src/engine/x.ts')).toHaveLength(1);
    expect(await borderErrors("import { price } from './prices.ts';\n", 'src/engine/x.ts')).toEqual([]);
  }, 30_000);

  test('components reach the engine only through its index, and never the database or the store', async () => {
    expect(await borderErrors("import { endTally } from '../../engine/tools.ts';\n", 'src/ui/X/index.tsx')).toHaveLength(1);
    expect(await borderErrors("import Dexie from 'dexie';\n", 'src/ui/X/index.tsx')).toHaveLength(1);
    expect(await borderErrors("import type { GameRow } from '../../store/db.ts';\n", 'src/ui/X/index.tsx')).toHaveLength(1);
    expect(await borderErrors("import { endTally } from '../../engine/index.ts';\n", 'src/ui/X/index.tsx')).toEqual([]);
  }, 30_000);

  test("components read holdings, worths, standings and who would be paid only through the app's view", async () => {
    const [result] = await eslint.lintText(
      'import { netWorths, currentPlayer } from "../../engine/index.ts";\nexport const a = (s: any) => [netWorths(s), s.players[0].shares, currentPlayer(s).shares, app.view.value.players[0].shares];\n',
      { filePath: 'src/ui/X/index.tsx' },
    );
    // The first three are refused; the view's own players are what a component reads.
    expect(result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.column)).toEqual([31, 45, 66]);
  }, 30_000);

  test('code that ships never imports tests, and the app layer reaches the engine through its index', async () => {
    expect(await borderErrors("import { harness } from '../../test/browser/harness.ts';\n", 'src/ocr/x.ts')).toHaveLength(1);
    expect(await borderErrors("import { endTally } from '../engine/tools.ts';\n", 'src/app/x.ts')).toHaveLength(1);
    expect(await borderErrors("import { endTally } from '../engine/index.ts';\n", 'src/app/x.ts')).toEqual([]);
  }, 30_000);

  test('schema upgrades import Dexie and nothing of the app, not even the live row types', async () => {
    expect(await borderErrors("import type { Action } from '../engine/index.ts';\n", 'src/store/migrations.ts')).toHaveLength(1);
    expect(await borderErrors("import type { GameRow } from './db.ts';\n", 'src/store/migrations.ts')).toHaveLength(1);
    expect(await borderErrors("import type { Transaction } from 'dexie';\n", 'src/store/migrations.ts')).toEqual([]);
    // The live database may use the engine's types: it stores today's actions.
    expect(await borderErrors("import type { Action } from '../engine/index.ts';\n", 'src/store/db.ts')).toEqual([]);
  }, 30_000);
});

/** Every .ts and .tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/**
 * The cycles among the modules under `dir` (sub-folders included), each as the list of files round it, relative to
 * `dir`: every relative import counts, `import type` and `import()` too (`from '../x.ts'`, `import('./y.tsx')`).
 */
function importCycles(dir: string): string[][] {
  const files = sources(dir);
  const imports = new Map(files.map((f) => [f, [...readFileSync(f, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => join(dirname(f), m[1]!))]));
  const cycles: string[][] = [];
  // Every path from each file back to it, counted once: from the first of its files by name.
  const walk = (start: string, f: string, path: string[]) => {
    for (const g of imports.get(f) ?? []) {
      if (g === start && path.every((p) => p > start)) cycles.push([start, ...path]);
      else if (g !== start && !path.includes(g) && imports.has(g)) walk(start, g, [...path, g]);
    }
  };
  for (const f of files) walk(f, f, []);
  return cycles.map((c) => c.map((f) => relative(dir, f)));
}

describe('the modules', () => {
  test("of the engine import one another without a cycle (a turn starts the end's scoring; the end refuses through waiting.ts)", () => {
    expect(importCycles('src/engine')).toEqual([]);
  });

  test('of all of src/ import one another without a cycle, across folders, type imports and import() included', () => {
    expect(importCycles('src')).toEqual([]);
  });

  test('a cycle is seen when there is one', () => {
    const dir = 'test/lint/cycle-fixture';
    expect(importCycles(dir).map((c) => c.join(' -> '))).toEqual(['a.ts -> b.ts']);
  });
});
