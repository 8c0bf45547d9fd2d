/**
 * The seeded calculation and project reports share their calculation blocks through one part
 * (seed/documents/parts/calculation.json, decision 0038): the seed files no longer repeat them,
 * and each stored template is still whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTemplateSeeds } from './seed';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../seed/documents');

type Block = { type: string; [key: string]: unknown };

describe('seeded report templates', () => {
  it('write the calculation blocks once, in the part', () => {
    const lambda = /"items": "(calculation\.)?lambdaTables"/g;
    const count = (text: string) => text.match(lambda)?.length ?? 0;
    const templates = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(templates.map((f) => count(readFileSync(join(dir, f), 'utf8')))).toEqual(templates.map(() => 0));
    expect(count(readFileSync(join(dir, 'parts/calculation.json'), 'utf8'))).toBe(1);
  });

  it('expand to whole templates: the project report repeats the calculation report under `calculation.`', () => {
    const seeds = new Map(readTemplateSeeds(dir).map((seed) => [seed.id, seed]));
    const bodyOf = (id: string): Block[] => {
      const source = seeds.get(id)!.source;
      if (!('body' in source)) throw new Error(`${id} is not a block template`);
      return source.body as Block[];
    };
    const calculation = bodyOf('CalculationReport');
    const project = bodyOf('ProjectReport');
    expect(JSON.stringify([calculation, project])).not.toContain('$part');
    const each = project.find((b) => b.type === 'each' && b.items === 'calculations')!;
    const perCalculation = (each.body as Block[]).slice(1);
    // The blocks after the calculation report's header rows (brand, project, name, date, language).
    const shared = calculation.slice(5);
    expect(perCalculation.length).toBe(shared.length);
    // The same blocks, read from `calculation.` there and from the root here.
    expect(JSON.stringify(perCalculation).replace(/\bcalculation\./g, '')).toBe(JSON.stringify(shared));
    expect(JSON.stringify(perCalculation)).toContain('"items":"calculation.lambdaTables"');
    expect(JSON.stringify(shared)).not.toContain('calculation.');
  });
});
