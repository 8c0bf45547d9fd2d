#!/usr/bin/env node
/**
 * insulcalc FILE | -
 * Reads one input object (or an array of them, or an array of reference cases with an `input`
 * field) and prints the output object (or array) as JSON on stdout.
 * Exit code 0 when every input computed; 2 for unreadable or invalid input (a message on
 * stderr; the per-input errors are still printed on stdout).
 */
import { readFileSync } from 'node:fs';
import { calculate } from './calculate';
import type { ThermalOutput } from './types';

const USAGE = 'usage: insulcalc FILE   (FILE "-" reads standard input)';

export interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** An element of the input: a ThermalInput, or a reference case `{ id, input, … }`. */
function unwrap(item: unknown): unknown {
  if (
    item &&
    typeof item === 'object' &&
    !Array.isArray(item) &&
    'input' in item &&
    !('calculation' in item)
  ) {
    return (item as { input: unknown }).input;
  }
  return item;
}

/** The CLI as a pure function of the arguments and a file reader (tested without a process). */
export function runCli(args: readonly string[], read: (file: string) => string): CliResult {
  if (args.length !== 1 || args[0] === '-h' || args[0] === '--help') {
    return { stdout: '', stderr: `${USAGE}\n`, code: args.length === 1 ? 0 : 2 };
  }
  const file = args[0]!;
  let text: string;
  try {
    text = read(file);
  } catch (e) {
    return {
      stdout: '',
      stderr: `insulcalc: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}\n`,
      code: 2,
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return {
      stdout: '',
      stderr: `insulcalc: ${file} is not valid JSON: ${e instanceof Error ? e.message : String(e)}\n`,
      code: 2,
    };
  }
  const many = Array.isArray(data);
  const items = many ? (data as unknown[]) : [data];
  const outputs: ThermalOutput[] = items.map((item) => calculate(unwrap(item)));
  const failed = outputs.map((o, i) => (o.ok ? -1 : i)).filter((i) => i >= 0);
  const stdout = `${JSON.stringify(many ? outputs : outputs[0], null, 2)}\n`;
  if (failed.length === 0) return { stdout, stderr: '', code: 0 };
  const lines = failed.map((i) => {
    const o = outputs[i]!;
    const msgs = o.ok ? '' : o.errors.map((e) => `${e.path || '(input)'}: ${e.message}`).join('; ');
    return many ? `insulcalc: input ${i}: ${msgs}` : `insulcalc: ${msgs}`;
  });
  const head = many ? `insulcalc: ${failed.length} of ${items.length} inputs are invalid\n` : '';
  return { stdout, stderr: `${head}${lines.join('\n')}\n`, code: 2 };
}

function isMain(): boolean {
  const argv1 = process.argv[1];
  if (!argv1) return false;
  return /(?:^|[\\/])(?:cli\.(?:ts|js|mjs)|insulcalc)$/.test(argv1);
}

if (typeof process !== 'undefined' && isMain()) {
  const res = runCli(process.argv.slice(2), (f) => readFileSync(f === '-' ? 0 : f, 'utf8'));
  if (res.stdout) process.stdout.write(res.stdout);
  if (res.stderr) process.stderr.write(res.stderr);
  process.exitCode = res.code;
}
