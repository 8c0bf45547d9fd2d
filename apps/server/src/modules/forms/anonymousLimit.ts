import type { ServerContext } from '../../context';
import { getSetting } from '../../db/settings';

/** Anonymous instances one client address may create per entity in 24 hours (app_setting override). */
export const ANONYMOUS_CREATES_PER_DAY = 100;
/**
 * The override: a number (every entity), or per entity `{ "*": 100, "OfferRequest": 20 }`. An
 * entity's `0` switches its limit off — an administrator's deliberate choice for an entity only a
 * trusted network reaches, which CheckConsistency reports as an error all the same.
 */
export const ANONYMOUS_CREATES_SETTING = 'forms.anonymousCreatesPerDay';

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** How many instances of `entityId` one address may create anonymously per day; null: no limit. */
export async function anonymousCreatesPerDay(
  ctx: Pick<ServerContext, 'db'>,
  entityId: string,
): Promise<number | null> {
  const configured = await getSetting<unknown>(ctx.db, ANONYMOUS_CREATES_SETTING);
  if (positive(configured)) return configured;
  if (typeof configured === 'object' && configured !== null && !Array.isArray(configured)) {
    const byEntity = configured as Record<string, unknown>;
    const own = Object.hasOwn(byEntity, entityId) ? byEntity[entityId] : undefined;
    if (own === 0) return null;
    if (positive(own)) return own;
    if (positive(byEntity['*'])) return byEntity['*'];
  }
  return ANONYMOUS_CREATES_PER_DAY;
}
