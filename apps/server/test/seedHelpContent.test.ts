import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dashboardDefinitionSchema } from '@insulcalc/dashboards/core';
import { viewDefinitionSchema } from '@insulcalc/forms/core';

const seed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(seed, file), 'utf8'));
const files = (folder: string) =>
  readdirSync(path.join(seed, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${folder}/${name}`);

/**
 * The help icon of a form, a dashboard or a view opens a help-content record (spec §2): every one
 * the seed names exists, so no seeded page answers "no help" or opens an empty form.
 */
describe('seeded help items', () => {
  const records = new Set(
    (read('entities/HelpContent.json') as { instances: { id: string }[] }).instances.map((i) => i.id),
  );

  it('every dashboard, view and form names an existing help-content record', () => {
    const named: [string, string][] = [];
    for (const file of files('dashboards')) {
      const { definition } = read(file) as { definition: unknown };
      const id = dashboardDefinitionSchema.parse(definition).helpContentId;
      if (id) named.push([file, id]);
    }
    for (const file of files('views')) {
      const id = viewDefinitionSchema.parse(read(file)).helpContentId;
      if (id) named.push([file, id]);
    }
    for (const file of files('forms')) {
      const text = readFileSync(path.join(seed, file), 'utf8');
      for (const match of text.matchAll(/"helpContent":\s*\{\s*"id":\s*"([^"]+)"/g))
        named.push([file, match[1]!]);
    }
    expect(named.filter(([, id]) => !records.has(id))).toEqual([]);
    // The home dashboards and the main search views have their own help.
    expect(named.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        'dashboards/SalesHome.json',
        'dashboards/AdministratorsHome.json',
        'views/OfferRequest.json',
        'views/MyTasks.json',
      ]),
    );
  });
});
