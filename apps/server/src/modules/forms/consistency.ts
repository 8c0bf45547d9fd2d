import { asc } from 'drizzle-orm';
import { entity as entityTable } from '../../db/schema/entities';
import { Findings, type ConsistencyCheck } from '../consistency/index';
import { ANONYMOUS_CREATES_SETTING, anonymousCreatesPerDay } from './anonymousLimit';

/**
 * An entity anonymous visitors may create through a public form, with its daily limit per
 * client address switched off: a script could fill the table (and the mailboxes behind it).
 */
export const formConsistencyChecks: ConsistencyCheck[] = [
  {
    name: 'forms.anonymousCreates',
    async run({ ctx }) {
      const findings = new Findings();
      const rows = await ctx.db
        .select({ id: entityTable.id, permissions: entityTable.permissions })
        .from(entityTable)
        .orderBy(asc(entityTable.id));
      for (const row of rows)
        if (row.permissions.create === 'anonymous' && (await anonymousCreatesPerDay(ctx, row.id)) === null)
          findings.about(
            'entity',
            row.id,
          )({
            kind: 'anonymousCreateUnlimited',
            values: { entity: row.id, setting: ANONYMOUS_CREATES_SETTING },
          });
      return findings.list;
    },
  },
];
