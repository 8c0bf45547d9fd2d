import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli';
import { MINERAL_WOOL, makeInput } from './testing/fixtures';
import { patient } from '../../../scripts/patience.mjs';

const casesPath = fileURLToPath(new URL('../test-data/engine-cases.json', import.meta.url));
const files: Record<string, string> = {
  'one.json': JSON.stringify(makeInput()),
  'many.json': JSON.stringify([makeInput(), makeInput({ mediumDetails: { mediumTemperature: 150 } })]),
  'mixed.json': JSON.stringify([makeInput(), makeInput({ equipmentDetails: { diameter: -1 } })]),
  'bad.json': '{ not json',
  'economic.json': JSON.stringify(
    makeInput(
      {
        operatingConditions: {
          serviceLife: 15,
          interestRate: 0.05,
          energyPriceIncrease: 0.03,
          installationCost: 40,
        },
      },
      [
        {
          ...MINERAL_WOOL,
          prices: [
            [40, 15],
            [60, 21],
            [80, 27],
          ],
        },
      ],
    ),
  ),
};
const read = (f: string) => {
  if (f === 'cases.json') return readFileSync(casesPath, 'utf8');
  const text = files[f];
  if (text === undefined) throw new Error(`ENOENT: no such file ${f}`);
  return text;
};

describe('insulcalc CLI', () => {
  it('one input → one output object, exit 0', () => {
    const r = runCli(['one.json'], read);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(true);
    expect(out.result.heatFlowPerMetre).toBeGreaterThan(0);
  });
  it('prints the economic thickness with its cost table and payback time', () => {
    const r = runCli(['economic.json'], read);
    expect(r.code).toBe(0);
    const e = JSON.parse(r.stdout).result.economic;
    expect([0, 40, 60, 80]).toContain(e.economicThickness);
    expect(e.table.map((row: { thickness: number }) => row.thickness)).toEqual([0, 40, 60, 80]);
    expect(typeof e.paybackTime).toBe('number');
  });
  it('an array → an array, exit 0', () => {
    const r = runCli(['many.json'], read);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toHaveLength(2);
  });
  it('reads reference-case files (elements with an `input` field)', () => {
    const r = runCli(['cases.json'], read);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { ok: boolean }[];
    expect(out.every((o) => o.ok)).toBe(true);
  });
  it('invalid inputs: exit 2, message on stderr, still every output on stdout', () => {
    const r = runCli(['mixed.json'], read);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('1 of 2 inputs are invalid');
    expect(r.stderr).toContain('calculation.equipmentDetails.diameter');
    const out = JSON.parse(r.stdout);
    expect(out[0].ok).toBe(true);
    expect(out[1].ok).toBe(false);
    expect(out[1].errors[0].key).toBe('Thermal_Error_NotPositive');
  });
  it('unreadable file or bad JSON: exit 2 with a clear message', () => {
    const missing = runCli(['nope.json'], read);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read nope\.json/);
    const bad = runCli(['bad.json'], read);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not valid JSON/);
  });
  it('usage without a file', () => {
    const r = runCli([], read);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/usage: insulcalc FILE/);
  });
  it(
    'runs as a process reading standard input ("-")',
    () => {
      const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
      const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
      const p = spawnSync(tsx, [cli, '-'], {
        input: files['one.json'],
        encoding: 'utf8',
        timeout: patient(60_000),
      });
      expect(p.status).toBe(0);
      expect(JSON.parse(p.stdout).ok).toBe(true);
      const bad = spawnSync(tsx, [cli, '-'], { input: '[1]', encoding: 'utf8', timeout: patient(60_000) });
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('input 0: (input): The input must be an object');
    },
    patient(120_000),
  );
});
