/**
 * `npm run -s replay -- FILE...`: replays game records and prints their state as JSON (docs/record-format.md).
 * One file: one object, exit 0 / 1 (refused action) / 2 (not a record, reason on one line of standard error).
 * Several files: one JSON line each with "file" added; the exit status is the highest. Every file gets its line,
 * whatever its bytes: nothing in one file can stop the others from being reported.
 */
import { readFileSync } from 'node:fs';
import { describeRecordError, oneLine, readRecordFile, replay, summarize } from '../engine/index.ts';

/** The outcome of one file: what to print and the exit status it earns. */
interface FileOutcome {
  status: 0 | 1 | 2;
  output: Record<string, unknown> | null;
  invalid: string | null;
}

function replayFile(file: string): FileOutcome {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    return { status: 2, output: null, invalid: oneLine(`cannot read the file (${(e as Error).message})`) };
  }
  try {
    const parsed = readRecordFile(bytes);
    if (!parsed.ok) return { status: 2, output: null, invalid: describeRecordError(parsed.error) };
    const { state, error } = replay(parsed.record);
    const summary: Record<string, unknown> = { ...summarize(state) };
    if (error) summary.error = { index: error.index, code: error.code, message: oneLine(error.message) };
    return { status: error ? 1 : 0, output: summary, invalid: null };
  } catch (e) {
    // Not expected (the parser never throws and limits nesting); if it happens, this file is reported, not the run lost.
    return { status: 2, output: null, invalid: oneLine(`the file could not be replayed (${(e as Error)?.message ?? e})`) };
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
    const outcome = replayFile(file);
    worst = Math.max(worst, outcome.status);
    if (files.length === 1) {
      if (outcome.invalid !== null) process.stderr.write(`${oneLine(file)}: ${outcome.invalid}\n`);
      else lines.push(JSON.stringify(outcome.output, null, 2));
    } else {
      lines.push(JSON.stringify(outcome.invalid !== null ? { file, invalid: outcome.invalid } : { file, ...outcome.output }));
    }
  }
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
  return worst;
}

process.exitCode = main(process.argv.slice(2));
