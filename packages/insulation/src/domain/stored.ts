import {
  CALCULATION_SECTIONS,
  NESTED_FIELD_PATHS,
  STORED_FIELD_PATHS,
  calculationSchema,
  neutralValue,
  type ProjectDto,
  type StoredCalculation,
  type StoredInsulationInfo,
  type StoredSubconstruction,
} from '@insulcalc/api-schema';
import { InsulationPosition } from './enums';
import type { Calculation, InsulationInfo, Project } from './types';
import { newId } from './defaults';
import { getByPath } from './paths';

/**
 * The server's stored (flat) form of a calculation, spec §3 "When loaded from the server". Its
 * schema and the rules of the flat names (prefix `equipment`, `fuel`, `emissionFactor`,
 * `surface`, the PascalCase `subconstruction` object) live once in @insulcalc/api-schema
 * (`storedCalculationSchema`, `STORED_FIELD_PATHS`); this module converts between the two forms
 * with those rules. `isNew` is client state and is not stored.
 */
export type { StoredCalculation, StoredInsulationInfo, StoredSubconstruction };

/** A project as the server returns it (GET api/v1/project/{id}). */
export type StoredProject = Omit<ProjectDto, 'createdAt' | 'updatedAt'> &
  Partial<Pick<ProjectDto, 'createdAt' | 'updatedAt'>>;

/** Every nested field path except the layer list, with its stored path. */
const FIELD_PATHS = Object.entries(STORED_FIELD_PATHS).filter(([nested]) => nested !== 'insulationInfo');

/** The schema of a nested field (`equipmentDetails.diameter`, `equipment`). */
function fieldSchema(nested: string) {
  const [head, field] = nested.split('.') as [string, string | undefined];
  if (field === undefined) return calculationSchema.shape[head as keyof typeof calculationSchema.shape];
  const section = CALCULATION_SECTIONS[head as keyof typeof CALCULATION_SECTIONS];
  return section.shape[field as keyof typeof section.shape];
}

/** Kind of a field, told by its neutral value: a number (null), an enumeration (0) or a flag (false). */
const FIELD_NEUTRAL = new Map(FIELD_PATHS.map(([nested]) => [nested, neutralValue(fieldSchema(nested))]));

function setIn(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = target;
  for (const part of parts.slice(0, -1)) {
    cur[part] ??= {};
    cur = cur[part] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]!] = value;
}

/** Nested (domain) → flat (stored). */
export function toStoredCalculation(c: Calculation): StoredCalculation {
  const out: Record<string, unknown> = {};
  for (const [nested, stored] of FIELD_PATHS) setIn(out, stored, getByPath(c, nested));
  out.insulationInfo = c.insulationInfo.map((i) => ({ ...i }));
  return out as StoredCalculation;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const enumNum = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) ? v : 0);

/** A stored value read leniently by its field's kind (older or mistyped records load). */
function lenient(neutral: unknown, v: unknown): unknown {
  if (neutral === false) return v === true;
  if (neutral === 0) return enumNum(v);
  return num(v);
}

/**
 * Flat (stored) → nested (domain). Tolerant of missing or mistyped fields from older records
 * (they become null, or 0 for enumerations); `isNew` is false for everything loaded.
 */
export function fromStoredCalculation(s: StoredCalculation): Calculation {
  const out: Record<string, unknown> = {};
  for (const [nested, stored] of FIELD_PATHS)
    setIn(out, nested, lenient(FIELD_NEUTRAL.get(nested), getByPath(s, stored)));
  const r = s as Partial<Record<string, unknown>>;
  const layers = Array.isArray(r.insulationInfo) ? (r.insulationInfo as Partial<StoredInsulationInfo>[]) : [];
  return {
    ...(out as Omit<Calculation, 'calculationId' | 'name' | 'isNew' | 'insulationInfo'>),
    calculationId: typeof s.calculationId === 'string' && s.calculationId !== '' ? s.calculationId : newId(),
    name: typeof s.name === 'string' ? s.name : '',
    isNew: false,
    insulationInfo: layers.map((l): InsulationInfo => ({
      insulationId: typeof l.insulationId === 'string' && l.insulationId !== '' ? l.insulationId : newId(),
      insulationProductTypeId: num(l.insulationProductTypeId),
      insulationProductId: num(l.insulationProductId),
      insulationThickness: num(l.insulationThickness),
      insulationPosition:
        l.insulationPosition === InsulationPosition.Secondary
          ? InsulationPosition.Secondary
          : InsulationPosition.Primary,
    })),
  };
}

/** Server project → domain project. */
export function fromStoredProject(p: Pick<StoredProject, 'projectId' | 'name' | 'calculationData'>): Project {
  return {
    projectId: p.projectId,
    name: p.name,
    calculationData: (p.calculationData ?? []).map(fromStoredCalculation),
  };
}

/** Domain calculations → the body's calculationData. */
export function toStoredCalculations(calculations: readonly Calculation[]): StoredCalculation[] {
  return calculations.map(toStoredCalculation);
}

/** A stored (flat) field path → the nested field path (`equipmentDiameter` → `equipmentDetails.diameter`). */
export function nestedPathFromStored(storedPath: string): string {
  return NESTED_FIELD_PATHS[storedPath] ?? storedPath;
}

/**
 * Where a server validation message belongs: the server names fields of a project body by their
 * stored path (`calculationData.0.equipmentDiameter`, `name`); this gives the calculation index
 * and the nested field path the UI uses (`{ calculationIndex: 0, path: 'equipmentDetails.diameter' }`),
 * or `{ calculationIndex: null, path }` for project-level fields.
 */
export function fieldFromServerControlName(controlName: string): {
  calculationIndex: number | null;
  path: string;
} {
  const m = /^calculationData\.(\d+)(?:\.(.+))?$/.exec(controlName);
  if (!m) return { calculationIndex: null, path: controlName };
  return { calculationIndex: Number(m[1]), path: m[2] === undefined ? '' : nestedPathFromStored(m[2]) };
}
