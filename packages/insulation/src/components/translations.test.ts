// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ThermalErrorKey } from '@insulcalc/thermal';
import { packageTranslationFiles } from '@insulcalc/test-utils';
import { ENUMERATIONS, enumOptions, type EnumerationName } from '../domain/enums';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');
const LANGUAGES = ['en', 'sl', 'sr', 'de', 'bs', 'hr'];

type Texts = Record<string, Record<string, string | null>>;
const files = packageTranslationFiles(import.meta.url);
const all: Texts = Object.assign({}, ...files.map((file) => file.texts));
const ui = files.find((file) => file.name === 'insulation/insulation-ui')!.texts;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [full] : [];
  });
}

function usedKeys(): Set<string> {
  const keys = new Set<string>(['validation_required']);
  for (const dir of ['components', 'configurator', 'charts', 'report', 'landing']) {
    for (const file of sources(path.join(src, dir))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/'(Insulation_[A-Za-z0-9_]+)'/g)) keys.add(m[1]!);
    }
  }
  for (const type of [
    'HeatLoss',
    'SurfaceTemperature',
    'Condensation',
    'Freezing',
    'FlowingMedium',
    'StaticMedium',
  ]) {
    keys.add(`Insulation_Landing_Type_${type}`);
    keys.add(`Insulation_Landing_Type_${type}_Text`);
  }
  for (const who of ['Engineers', 'Installers', 'Consultants', 'Operators'])
    keys.add(`Insulation_Landing_Who_${who}`);
  for (const step of ['Object', 'Insulation', 'Results']) keys.add(`Insulation_Landing_Step_${step}`);
  for (const name of Object.keys(ENUMERATIONS) as EnumerationName[]) {
    keys.add(`Insulation_Enum_${name}`);
    for (const option of enumOptions(name)) keys.add(option.labelKey);
  }
  for (const key of Object.values(ThermalErrorKey)) keys.add(key);
  return keys;
}

describe('translations of the configurator UI', () => {
  it('every text the UI shows exists in all six languages', () => {
    const missing: string[] = [];
    for (const key of usedKeys()) {
      for (const language of LANGUAGES) {
        const text = all[key]?.[language];
        if (typeof text !== 'string' || text.trim() === '') missing.push(`${key} (${language})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('translations are real: no language but English repeats the English sentence', () => {
    const copies: string[] = [];
    for (const [key, texts] of Object.entries(ui)) {
      const en = texts.en ?? '';
      if (en.split(' ').length < 4) continue; // short labels may coincide (Status, Medium…)
      for (const language of ['sl', 'sr', 'de', 'bs', 'hr'])
        if (texts[language] === en) copies.push(`${key} (${language})`);
    }
    expect(copies).toEqual([]);
  });

  it('keys of this file are unique to it (no clash with other areas)', () => {
    const clashes: string[] = [];
    // Every other file this package sees: its own other areas and its dependencies' files.
    for (const other of files.filter((file) => file.name !== 'insulation/insulation-ui'))
      for (const key of Object.keys(ui)) if (key in other.texts) clashes.push(`${key} in ${other.name}`);
    expect(clashes).toEqual([]);
  });
});
