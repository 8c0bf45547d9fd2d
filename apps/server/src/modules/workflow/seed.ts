import { desc, eq } from 'drizzle-orm';
import { offerProcess, type ProcessDefinition } from '@insulcalc/workflow/core';
import type { ServerContext } from '../../context';
import { processDefinition } from '../../db/schema/workflow';
import { canonicalJson } from '../forms/index';
import { ensureUserGroup } from '../account/index';

/** The Offer process's group (`offer.json` assigns its task to it). */
export const SALES_GROUP_CODE = 'sales';

/**
 * The Offer process's times (configurable; tests use short ones): ISO 8601 durations from
 * WORKFLOW_OFFER_DUE (default P3D), WORKFLOW_OFFER_REMINDER (P1D) and
 * WORKFLOW_OFFER_ESCALATION_DELAY (PT0S, after the due time).
 */
export function seededDefinitions(env: NodeJS.ProcessEnv = process.env): ProcessDefinition[] {
  const pick = (name: string) => env[name]?.trim() || undefined;
  const due = pick('WORKFLOW_OFFER_DUE');
  const reminder = pick('WORKFLOW_OFFER_REMINDER');
  const escalationDelay = pick('WORKFLOW_OFFER_ESCALATION_DELAY');
  return [
    offerProcess({
      ...(due ? { due } : {}),
      ...(reminder ? { reminder } : {}),
      ...(escalationDelay ? { escalationDelay } : {}),
    }),
  ];
}

const withoutVersion = (d: object) => canonicalJson({ ...d, version: 0 });

/**
 * Idempotent: the `sales` group exists, and every shipped definition is the newest published
 * version of its key. A changed shipped definition (or changed times) becomes the next version;
 * running instances keep the version they started with.
 */
export async function seedWorkflow(ctx: ServerContext): Promise<void> {
  await ensureUserGroup(ctx.db, SALES_GROUP_CODE, 'Administration_Group_Sales', 20);
  for (const definition of seededDefinitions()) {
    const [latest] = await ctx.db
      .select()
      .from(processDefinition)
      .where(eq(processDefinition.key, definition.key))
      .orderBy(desc(processDefinition.version))
      .limit(1);
    if (latest && withoutVersion(latest.definition) === withoutVersion(definition)) continue;
    const version = latest ? latest.version + 1 : definition.version;
    await ctx.db
      .insert(processDefinition)
      .values({
        key: definition.key,
        version,
        definition: { ...definition, version } as never,
        entityId: definition.entity,
      })
      .onConflictDoNothing();
  }
}
