import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { product, type ProductRow } from '../../db/schema/products';
import { codeListItem } from '../../db/schema/codelists';
import {
  attributeName,
  isOwnNameKey,
  namesOf,
  writeNames,
  zodIssues,
  type LocalizedNames,
  type ValueIssue,
} from '../codelists/index';
import type {
  AttributeValues,
  EntityAttributeRow,
  EntityProvider,
  InstanceRecord,
  ListSource,
} from '../entityProviders';
import { productSeedSchema } from './seed';

/** Name keys of names written on the Administration screens. */
const OWN_KEY_PREFIX = 'Product_Name_';
const ownKey = (id: number) => `${OWN_KEY_PREFIX}${id}`;

/** Temperatures a λ point may have, °C: the engine's (above absolute zero, at most 2000 °C). */
export const POINT_MIN_TEMPERATURE = -273.15;
export const POINT_MAX_TEMPERATURE = 2000;
/** Largest λ a point may have, W/(m·K) (the catalogue's schema). */
export const POINT_MAX_CONDUCTIVITY = 2;

/** A thickness row of the form: the thickness (mm) and its list price (optional). */
export interface ThicknessRow {
  thickness: number | null;
  price: number | null;
}
/** A λ(θ) row of the form. */
export interface PointRow {
  temperature: number | null;
  conductivity: number | null;
}

async function toRecord(tx: Db, row: ProductRow): Promise<InstanceRecord> {
  const names = await namesOf(tx, row.nameKey);
  const prices = new Map(row.prices.map((p) => [p.thickness, p.price]));
  const values: AttributeValues = {
    ProductId: row.id,
    Code: row.code,
    Name: names,
    ProductType: row.productTypeId,
    Conductivity: row.conductivity.map((p) => ({ temperature: p.temperature, conductivity: p.conductivity })),
    MinTemperature: row.minTemperature,
    MaxTemperature: row.maxTemperature,
    Thicknesses: row.thicknesses.map((t) => ({ thickness: t, price: prices.get(t) ?? null })),
    Density: row.density,
    FireClass: row.fireClass,
    SurfaceEmissivity: row.surfaceEmissivity,
    PricedPerMetre: row.priceBasis === 'm',
    Recommended: row.recommended,
    IsActive: row.isActive,
    SortOrder: row.sortOrder,
    Datasheet: row.datasheet ?? null,
  };
  return {
    id: String(row.id),
    values,
    ownerUserId: null,
    token: String(row.version),
    displayName: names?.en ?? row.code,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

const ID = /^[1-9]\d{0,8}$/;

async function select(tx: Db, id: string, forUpdate: boolean): Promise<InstanceRecord | null> {
  if (!ID.test(id)) return null;
  const query = tx
    .select()
    .from(product)
    .where(eq(product.id, Number(id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toRecord(tx, row) : null;
}

const rows = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The columns of a product from the form's values (only the attributes present). */
function columnsOf(values: AttributeValues): Partial<typeof product.$inferInsert> {
  const out: Partial<typeof product.$inferInsert> = {};
  if ('Code' in values) out.code = String(values.Code ?? '');
  if ('ProductType' in values) out.productTypeId = Number(values.ProductType);
  if ('Conductivity' in values)
    out.conductivity = rows<PointRow>(values.Conductivity)
      .map((p) => ({ temperature: num(p.temperature)!, conductivity: num(p.conductivity)! }))
      .sort((a, b) => a.temperature - b.temperature);
  if ('MinTemperature' in values) out.minTemperature = num(values.MinTemperature)!;
  if ('MaxTemperature' in values) out.maxTemperature = num(values.MaxTemperature)!;
  if ('Thicknesses' in values) {
    const list = rows<ThicknessRow>(values.Thicknesses)
      .map((r) => ({ thickness: num(r.thickness)!, price: num(r.price) }))
      .sort((a, b) => a.thickness - b.thickness);
    out.thicknesses = list.map((r) => r.thickness);
    out.prices = list.flatMap((r) => (r.price === null ? [] : [{ thickness: r.thickness, price: r.price }]));
  }
  if ('Density' in values) out.density = num(values.Density);
  if ('FireClass' in values) out.fireClass = (values.FireClass as string | null) ?? null;
  if ('SurfaceEmissivity' in values) out.surfaceEmissivity = num(values.SurfaceEmissivity);
  if ('Recommended' in values) out.recommended = values.Recommended === true;
  if ('PricedPerMetre' in values) out.priceBasis = values.PricedPerMetre === true ? 'm' : 'm2';
  if ('IsActive' in values) out.isActive = values.IsActive !== false;
  if ('SortOrder' in values && typeof values.SortOrder === 'number') out.sortOrder = values.SortOrder;
  if ('Datasheet' in values) out.datasheet = (values.Datasheet as { fileId: string }[] | null) ?? null;
  return out;
}

/**
 * The λ(θ) points as the engine needs them: at least one, each temperature within the engine's
 * range, each λ above zero and at most 2 W/(m·K), temperatures strictly ascending once sorted.
 * Issues name the grid row (1-based, in the order the form shows them).
 */
export function conductivityIssues(points: readonly PointRow[]): ValueIssue[] {
  const issues: ValueIssue[] = [];
  if (points.length === 0)
    return [{ attribute: 'Conductivity', key: 'Administration_Product_PointsRequired' }];
  const seen = new Map<number, number>();
  points.forEach((p, index) => {
    const row = index + 1;
    const t = num(p.temperature);
    const lambda = num(p.conductivity);
    if (t === null || lambda === null)
      issues.push({ attribute: 'Conductivity', key: 'Administration_Validation_Required', values: { row } });
    if (t !== null && !(t > POINT_MIN_TEMPERATURE && t <= POINT_MAX_TEMPERATURE))
      issues.push({
        attribute: 'Conductivity',
        key: 'Administration_Product_PointTemperatureRange',
        values: { row, min: POINT_MIN_TEMPERATURE, max: POINT_MAX_TEMPERATURE },
      });
    if (lambda !== null && !(lambda > 0 && lambda <= POINT_MAX_CONDUCTIVITY))
      issues.push({
        attribute: 'Conductivity',
        key: 'Administration_Product_PointConductivityRange',
        values: { row, max: POINT_MAX_CONDUCTIVITY },
      });
    if (t !== null) {
      const first = seen.get(t);
      if (first !== undefined)
        issues.push({
          attribute: 'Conductivity',
          key: 'Administration_Product_PointDuplicateTemperature',
          values: { row, other: first },
        });
      else seen.set(t, row);
    }
  });
  return issues;
}

/** Thickness rows: each a positive thickness (mm) once, its price (when given) not negative. */
export function thicknessIssues(list: readonly ThicknessRow[]): ValueIssue[] {
  const issues: ValueIssue[] = [];
  if (list.length === 0)
    return [{ attribute: 'Thicknesses', key: 'Administration_Product_ThicknessesRequired' }];
  const seen = new Set<number>();
  list.forEach((r, index) => {
    const row = index + 1;
    const t = num(r.thickness);
    if (t === null || !(t > 0 && t <= 1000))
      issues.push({
        attribute: 'Thicknesses',
        key: 'Administration_Product_ThicknessRange',
        values: { row },
      });
    else if (seen.has(t))
      issues.push({
        attribute: 'Thicknesses',
        key: 'Administration_Product_ThicknessDuplicate',
        values: { row },
      });
    else seen.add(t);
    const price = r.price;
    if (price !== null && price !== undefined && !(num(price) !== null && price >= 0 && price <= 100_000))
      issues.push({ attribute: 'Thicknesses', key: 'Administration_Product_PriceRange', values: { row } });
  });
  return issues;
}

/** Seed-schema fields → the form's attributes. */
const FIELD_ATTRIBUTE: Record<string, string> = {
  productTypeId: 'ProductType',
  conductivity: 'Conductivity',
  thicknesses: 'Thicknesses',
  prices: 'Thicknesses',
};

/**
 * The insulation catalogue through the products module's table (entity `Product`). The id is the
 * product's numeric id; names are translation texts (an edited seeded product moves to a key of
 * its own, `Product_Name_<id>`); λ(θ) points and thicknesses with prices are grid rows; every
 * save is checked like the engine reads a product (λ points, temperature range, thicknesses) and
 * with the catalogue's seed schema. Products are deactivated, never deleted: stored calculations
 * keep computing with them.
 */
export const productProvider: EntityProvider = {
  load: (tx, _entity, id) => select(tx, id, false),
  loadForUpdate: (tx, _entity, id) => select(tx, id, true),
  listSource: () => productListSource(),
  insert: async (tx, _entity, values, context) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product:insert'))`);
    const [max] = await tx.select({ id: sql<number>`coalesce(max(${product.id}), 0)::int` }).from(product);
    const id = (max?.id ?? 0) + 1;
    const nameKey = ownKey(id);
    await writeNames(tx, nameKey, (values.Name as LocalizedNames | null) ?? null);
    const columns = columnsOf(values);
    const [row] = await tx
      .insert(product)
      .values({
        id,
        nameKey,
        code: columns.code ?? '',
        productTypeId: columns.productTypeId ?? 1,
        conductivity: columns.conductivity ?? [],
        minTemperature: columns.minTemperature ?? 0,
        maxTemperature: columns.maxTemperature ?? 0,
        thicknesses: columns.thicknesses ?? [],
        ...columns,
        sortOrder: columns.sortOrder ?? context.sortOrderHint ?? id * 10,
        updatedBy: context.actor.userName ?? context.actor.userId ?? 'administration',
      })
      .returning();
    return toRecord(tx, row!);
  },
  update: async (tx, _entity, current, changed, actor) => {
    const id = Number(current.id);
    const [row] = await tx.select().from(product).where(eq(product.id, id)).limit(1);
    let nameKey = row!.nameKey;
    if ('Name' in changed) {
      if (!isOwnNameKey(nameKey, OWN_KEY_PREFIX)) nameKey = ownKey(id);
      await writeNames(tx, nameKey, (changed.Name as LocalizedNames | null) ?? null);
    }
    // The thickness grid writes two columns; send both whenever it changed.
    const [updated] = await tx
      .update(product)
      .set({
        ...columnsOf(changed),
        nameKey,
        version: sql`${product.version} + 1`,
        updatedBy: actor.userName ?? actor.userId ?? 'administration',
        updatedAt: sql`now()`,
      })
      .where(eq(product.id, id))
      .returning();
    return toRecord(tx, updated!);
  },
  validate: async (tx, _entity, values, current) => {
    const points = rows<PointRow>(values.Conductivity);
    const thicknesses = rows<ThicknessRow>(values.Thicknesses);
    const issues: ValueIssue[] = [...conductivityIssues(points), ...thicknessIssues(thicknesses)];
    const names = values.Name as LocalizedNames | null;
    if (!names?.en) issues.push({ attribute: 'Name', key: 'Administration_Validation_EnglishNameRequired' });
    const min = num(values.MinTemperature);
    const max = num(values.MaxTemperature);
    if (min !== null && max !== null && !(min < max))
      issues.push({ attribute: 'MaxTemperature', key: 'Administration_Product_TemperatureOrder' });
    const emissivity = values.SurfaceEmissivity;
    if (
      emissivity !== null &&
      emissivity !== undefined &&
      !(num(emissivity) !== null && (emissivity as number) > 0 && (emissivity as number) <= 1)
    )
      issues.push({ attribute: 'SurfaceEmissivity', key: 'Administration_Validation_Fraction' });
    if (issues.length === 0) {
      // Everything else the catalogue's schema requires (the file and the screens agree).
      const columns = columnsOf(values);
      const parsed = productSeedSchema.safeParse({
        id: current ? Number(current.id) : 1,
        nameKey: 'x',
        ...columns,
        density: columns.density ?? null,
        fireClass: columns.fireClass ?? null,
        surfaceEmissivity: columns.surfaceEmissivity ?? null,
      });
      if (!parsed.success)
        issues.push(...zodIssues(parsed.error.issues, (f) => FIELD_ATTRIBUTE[f] ?? attributeName(f)));
    }
    if (typeof values.Code === 'string') {
      const [duplicate] = await tx
        .select({ id: product.id })
        .from(product)
        .where(and(eq(product.code, values.Code), ...(current ? [ne(product.id, Number(current.id))] : [])))
        .limit(1);
      if (duplicate) issues.push({ attribute: 'Code', key: 'Administration_CodeList_DuplicateCode' });
    }
    if (typeof values.ProductType === 'number') {
      const [type] = await tx
        .select({ id: codeListItem.id })
        .from(codeListItem)
        .where(and(eq(codeListItem.list, 'productTypes'), eq(codeListItem.id, values.ProductType)))
        .limit(1);
      if (!type)
        issues.push({
          attribute: 'ProductType',
          key: 'Administration_Validation_Invalid',
          values: { row: 'none' },
        });
    }
    return issues;
  },
  remove: null,
};

const PRODUCT_KEYS: Record<string, string> = {
  ProductId: 'p.id',
  Code: 'p.code',
  Name: 'n.text',
  ProductType: 'p.product_type_id',
  MinTemperature: 'p.min_temperature',
  MaxTemperature: 'p.max_temperature',
  Density: 'p.density',
  FireClass: 'p.fire_class',
  SurfaceEmissivity: 'p.surface_emissivity',
  Recommended: 'p.recommended',
  IsActive: 'p.is_active',
  SortOrder: 'p.sort_order',
};

function productListSource(): ListSource {
  const key = (a: EntityAttributeRow | { name: string }) =>
    PRODUCT_KEYS[a.name] ? sql.raw(PRODUCT_KEYS[a.name]!) : null;
  return {
    from: sql.raw(`product p left join translation n on n.key = p.name_key and n.language = 'en'`),
    where: null,
    id: sql.raw('p.id::text'),
    owner: null,
    displayName: sql.raw('coalesce(n.text, p.code)'),
    key,
    value: (a) => {
      if (a.name === 'Name')
        return sql.raw(
          `(select jsonb_object_agg(t.language, t.text) from translation t where t.key = p.name_key and t.text is not null)`,
        );
      if (a.name === 'Conductivity') return sql.raw('p.conductivity');
      return key(a);
    },
  };
}
