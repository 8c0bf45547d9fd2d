import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { navigationDto, type NavigationItemDto } from '@insulcalc/api-schema';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { fingerprint, seedIfChanged } from '../../db/seedState';
import { navigationItem } from '../../db/schema/navigation';
import { CACHED_READ_ROUTE, sendCached } from '../../http/readCache';
import { resolveLanguage } from '../account/index';
import { ADMINISTRATORS_GROUP, getSessionGroups, requireUser } from '../account/index';
import { grantsOfGroups, hasGrant, type PermissionAction } from '../permissions/index';
import { getTranslations } from '../translations/index';
import { defineRoute } from '../../http/defineRoute';
import type { ModulePlugin, ServerModule } from '../types';

/** One item of seed/navigation.json (children nest under `items`). */
export interface NavigationSeedItem {
  id: string;
  titleKey: string;
  tooltipKey?: string | undefined;
  url?: string | undefined;
  iconKey?: string | undefined;
  className?: string | undefined;
  baseName?: string | undefined;
  hidden?: boolean | undefined;
  disabled?: boolean | undefined;
  expanded?: boolean | undefined;
  /** Code of the user group (userGroups code list) whose members alone see the item and its children. */
  requiredGroup?: string | undefined;
  /** `Resource:action` (Administration → Permissions) a group of the reader must hold to see it. */
  requiredPermission?: string | undefined;
  items?: NavigationSeedItem[] | undefined;
}

const seedItemSchema: z.ZodType<NavigationSeedItem> = z.lazy(() =>
  z.object({
    id: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/),
    titleKey: z.string().min(1).max(200),
    tooltipKey: z.string().max(200).optional(),
    url: z.string().max(2048).optional(),
    iconKey: z.string().max(100).optional(),
    className: z.string().max(200).optional(),
    baseName: z.string().max(100).optional(),
    hidden: z.boolean().optional(),
    disabled: z.boolean().optional(),
    expanded: z.boolean().optional(),
    requiredGroup: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,49}$/)
      .optional(),
    requiredPermission: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}:(read|create|update|delete|publish)$/)
      .optional(),
    items: z.array(seedItemSchema).optional(),
  }),
);
export const navigationSeedSchema = z.array(seedItemSchema);

function flatten(
  items: NavigationSeedItem[],
  parentId: string | null,
  out: (typeof navigationItem.$inferInsert)[],
): void {
  items.forEach((item, index) => {
    out.push({
      id: item.id,
      parentId,
      sortOrder: (index + 1) * 10,
      titleKey: item.titleKey,
      tooltipKey: item.tooltipKey ?? null,
      url: item.url ?? null,
      iconKey: item.iconKey ?? null,
      className: item.className ?? null,
      baseName: item.baseName ?? null,
      hidden: item.hidden ?? false,
      disabled: item.disabled ?? false,
      expanded: item.expanded ?? false,
      requiredGroup: item.requiredGroup ?? null,
      requiredPermission: item.requiredPermission ?? null,
      source: 'seed',
    });
    if (item.items) flatten(item.items, item.id, out);
  });
}

/**
 * Loads seed/navigation.json into navigation_item (upsert; seed items no longer listed are
 * removed); skipped when the file did not change since the last load.
 */
export async function seedNavigation(ctx: ServerContext): Promise<void> {
  const file = join(ctx.paths.seedDir, 'navigation.json');
  let text: Buffer;
  try {
    text = readFileSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  await seedIfChanged(ctx, 'navigation', fingerprint('navigation-v2', text), () =>
    loadNavigation(ctx, text, file),
  );
}

async function loadNavigation(ctx: ServerContext, text: Buffer, file: string): Promise<void> {
  let raw: unknown;
  try {
    raw = JSON.parse(text.toString('utf8'));
  } catch (err) {
    throw new Error(`navigation seed ${file} is not valid JSON: ${(err as Error).message}`, { cause: err });
  }
  const items = navigationSeedSchema.parse(raw);
  const rows: (typeof navigationItem.$inferInsert)[] = [];
  flatten(items, null, rows);
  const ids = rows.map((r) => r.id);
  if (new Set(ids).size !== ids.length) throw new Error('navigation seed: duplicate ids');
  for (const row of rows) {
    await ctx.db
      .insert(navigationItem)
      .values(row)
      .onConflictDoUpdate({
        target: navigationItem.id,
        set: {
          parentId: sql`excluded.parent_id`,
          sortOrder: sql`excluded.sort_order`,
          titleKey: sql`excluded.title_key`,
          tooltipKey: sql`excluded.tooltip_key`,
          url: sql`excluded.url`,
          iconKey: sql`excluded.icon_key`,
          className: sql`excluded.class_name`,
          baseName: sql`excluded.base_name`,
          hidden: sql`excluded.hidden`,
          disabled: sql`excluded.disabled`,
          expanded: sql`excluded.expanded`,
          requiredGroup: sql`excluded.required_group`,
          requiredPermission: sql`excluded.required_permission`,
          source: sql`excluded.source`,
          updatedAt: sql`now()`,
        },
      });
  }
  if (ids.length > 0) {
    await ctx.db
      .delete(navigationItem)
      .where(and(eq(navigationItem.source, 'seed'), notInArray(navigationItem.id, ids)));
  }
}

/**
 * Builds the translated tree; children of hidden or missing parents are dropped, and so are items
 * (with their children) that need a group the user is not in (`groups`: the user's group codes).
 */
export async function navigationTree(
  ctx: ServerContext,
  texts: Map<string, string | null>,
  groups: readonly string[] = [],
): Promise<NavigationItemDto[]> {
  const reader = {
    userId: 'reader',
    isAdministrator: groups.includes(ADMINISTRATORS_GROUP),
    grants: await grantsOfGroups(ctx, groups),
  };
  const permitted = (required: string | null) => {
    if (required === null) return true;
    const [resource, action] = required.split(':') as [string, PermissionAction];
    return hasGrant(reader, resource, action);
  };
  const rows = await ctx.db
    .select()
    .from(navigationItem)
    .orderBy(navigationItem.sortOrder, navigationItem.id);
  const byParent = new Map<string | null, typeof rows>();
  for (const r of rows) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId: string | null, depth: number): NavigationItemDto[] =>
    depth > 10
      ? []
      : (byParent.get(parentId) ?? [])
          .filter(
            (r) =>
              (r.requiredGroup === null || groups.includes(r.requiredGroup)) &&
              permitted(r.requiredPermission),
          )
          .map((r) => ({
            id: r.id,
            title: texts.get(r.titleKey) ?? r.titleKey,
            url: r.url,
            items: build(r.id, depth + 1),
            iconKey: r.iconKey,
            tooltip: r.tooltipKey ? (texts.get(r.tooltipKey) ?? r.tooltipKey) : null,
            className: r.className,
            baseName: r.baseName,
            selected: false,
            expanded: r.expanded,
            disabled: r.disabled,
            hidden: r.hidden,
          }));
  // A heading whose every entry the reader may not open goes too.
  const pruned = (items: NavigationItemDto[]): NavigationItemDto[] =>
    items.flatMap((item) => {
      const entries = item.items ?? [];
      if (entries.length === 0) return item.url === null ? [] : [item];
      const children = pruned(entries);
      return children.length === 0 && item.url === null ? [] : [{ ...item, items: children }];
    });
  return pruned(build(null, 0));
}

const routes: ModulePlugin = async (app, { ctx }) => {
  // GET /api/v1/navigation — signed-in users only.
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/',
      tags: ['platform'],
      security: [{ session: [] }],
      summary: 'The navigation tree of the signed-in user (titles translated)',
      response: { 200: navigationDto },
      options: CACHED_READ_ROUTE,
      authorize: requireUser,
    },
    async ({ request, reply }) => {
      const language = await resolveLanguage(ctx, request);
      // One cached tree per language and set of groups (administrators see the Administration group).
      const groups = await getSessionGroups(request);
      const entry = await ctx.readCache.get(
        `navigation:${language}:${groups.join(',')}`,
        ['navigation', 'translations', 'permissions'],
        async () => navigationTree(ctx, await getTranslations(ctx.db, language), groups),
      );
      return sendCached(request, reply, entry, { cacheControl: 'private, no-cache', vary: 'Cookie' });
    },
  );
};

export const navigationModule: ServerModule = {
  name: 'navigation',
  prefix: '/api/v1/navigation',
  plugin: routes,
  seed: seedNavigation,
};
