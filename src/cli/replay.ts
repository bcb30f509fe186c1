/**
 * `npm run -s replay -- FILE...`: replays game records and prints their state as JSON
 * (../shared/spec/game-record.md). One file: one object, exit 0 / 1 (refused action) / 2 (not a record).
 * Several files: one JSON line each with "file" added; the exit status is the highest.
 */
import { readFileSync } from 'node:fs';
import { describeRecordError, parseRecord, replay, summarize } from '../engine/index.ts';

/** The outcome of one file: what to print and the exit status it earns. */
interface FileOutcome {
  status: 0 | 1 | 2;
  output: Record<string, unknown> | null;
  invalid: string | null;
}

/** Replays one file's text. */
export function replayText(text: string): FileOutcome {
  const parsed = parseRecord(text);
  if (!parsed.ok) return { status: 2, output: null, invalid: describeRecordError(parsed.error) };
  const { state, error } = replay(parsed.record);
  const summary: Record<string, unknown> = { ...summarize(state) };
  if (error) summary.error = { index: error.index, code: error.code, message: error.message };
  return { status: error ? 1 : 0, output: summary, invalid: null };
}

function readText(file: string): string | Error {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    return e as Error;
  }
}

function main(files: string[]): number {
  if (files.length === 0) {
    process.stderr.write('usage: npm run -s replay -- FILE...\n');
    return 2;
  }
  let worst = 0;
  const lines: string[] = [];
  for (const file of files) {
    const text = readText(file);
    const outcome: FileOutcome =
      text instanceof Error ? { status: 2, output: null, invalid: `cannot read the file (${text.message})` } : replayText(text);
    worst = Math.max(worst, outcome.status);
    if (files.length === 1) {
      if (outcome.invalid !== null) process.stderr.write(`${file}: ${outcome.invalid}\n`);
      else lines.push(JSON.stringify(outcome.output, null, 2));
    } else {
      lines.push(JSON.stringify(outcome.invalid !== null ? { file, invalid: outcome.invalid } : { file, ...outcome.output }));
    }
  }
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
  return worst;
}

process.exitCode = main(process.argv.slice(2));
