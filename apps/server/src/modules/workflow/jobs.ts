import { and, eq, sql } from 'drizzle-orm';
import type { Assignee, Job, ResolvedRecipient } from '@insulcalc/workflow/core';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';
import { userAccount } from '../../db/schema/account';
import { processDocument } from '../../db/schema/workflow';
import {
  accountSettings,
  listUserGroups,
  mailTransport,
  userGroupMembers,
  type UserGroupItem,
} from '../account/index';
import { getEntity, providerOf, type Actor } from '../entities/index';
import type { MailMessage } from '../mail/index';
import { formatMessage, getTranslations, isLanguageCode } from '../translations/index';
import { renderProcessDocument } from './documents';
import type { ClaimedJob, JobHandler, JobResult } from './queue';
import { loadDefinition, loadInstanceRow } from './store';
import { timerFired, wakeUp } from './service';

/** What the jobs need besides the context: where links in mails point. */
export interface JobSettings {
  /** The platform's address for links in mails (…/platform/). */
  platformUrl: string;
}

const SYSTEM_ACTOR: Actor = { userId: null, userName: 'Workflow' };

interface Recipient {
  address: string;
  language: string;
  name: string | null;
}

async function recipientsOf(
  ctx: ServerContext,
  to: ResolvedRecipient,
  fallbackLanguage: string,
): Promise<Recipient[]> {
  switch (to.type) {
    case 'address':
      return to.address ? [{ address: to.address, language: fallbackLanguage, name: null }] : [];
    case 'user': {
      const [u] = await ctx.db
        .select({
          email: userAccount.email,
          language: userAccount.selectedLanguage,
          fullName: userAccount.fullName,
        })
        .from(userAccount)
        .where(eq(userAccount.id, to.userId))
        .limit(1);
      return u?.email
        ? [{ address: u.email, language: u.language ?? fallbackLanguage, name: u.fullName }]
        : [];
    }
    case 'group':
      return (await userGroupMembers(ctx.db, to.group))
        .filter((m) => m.email)
        .map((m) => ({
          address: m.email!,
          language: m.selectedLanguage ?? fallbackLanguage,
          name: m.fullName,
        }));
    default:
      return [];
  }
}

async function textsFor(ctx: ServerContext, language: string) {
  const texts = await getTranslations(ctx.db, (isLanguageCode(language) ? language : 'en') as never);
  return (key: string, values?: Record<string, string | number>) => {
    const found = texts.get(key);
    return typeof found === 'string' ? formatMessage(found, values) : key;
  };
}

const str = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : String(v));

function assigneeName(
  a: Assignee,
  names: Record<string, string>,
  groups: UserGroupItem[],
  t: (k: string) => string,
): string {
  if (a.type === 'user') return names[a.userId] ?? a.userId;
  const group = groups.find((g) => g.code.toLowerCase() === a.group.toLowerCase());
  return group ? t(group.nameKey) : a.group;
}

async function sendMailJob(
  ctx: ServerContext,
  settings: JobSettings,
  job: Extract<Job, { type: 'sendMail' }>,
): Promise<JobResult> {
  const row = await loadInstanceRow(ctx.db, job.processId);
  if (!row) return;
  // Attachments come from generateDocument jobs of the same activity: wait until they ran.
  const attachments: NonNullable<MailMessage['attachments']> = [];
  for (const output of job.attachments) {
    const [doc] = await ctx.db
      .select()
      .from(processDocument)
      .where(
        and(
          eq(processDocument.processId, job.processId),
          eq(processDocument.activityInstanceId, job.activityInstanceId ?? ''),
          eq(processDocument.output, output),
        ),
      )
      .limit(1);
    if (!doc) {
      const [pending] = await queryRows<{ state: string }>(
        ctx.db,
        sql`select state from workflow_job where type = 'generateDocument' and payload->>'processId' = ${job.processId}
            and payload->>'activityInstanceId' = ${job.activityInstanceId ?? ''} and payload->>'output' = ${output} limit 1`,
      );
      if (pending && pending.state !== 'failed') return { retryAfterMs: 300 };
      throw new Error(`The document '${output}' of ${job.processId} could not be generated`);
    }
    attachments.push({
      filename: doc.fileName,
      content: Buffer.from(doc.contentBase64, 'base64'),
      contentType: doc.contentType,
    });
  }
  const definition = await loadDefinition(ctx.db, row.state.definitionKey, row.state.definitionVersion);
  const entity = await getEntity(ctx.db, row.entityId);
  const record = entity ? await providerOf(entity).load(ctx.db, entity, row.entityInstanceId) : null;
  const values = record?.values ?? {};
  const task = job.taskId ? row.state.tasks.find((t) => t.id === job.taskId) : undefined;
  const activity = task ? definition.activities.find((a) => a.id === task.activityId) : undefined;
  const fallbackLanguage = accountSettings(ctx).defaultLanguage;
  const recipients = await recipientsOf(ctx, job.to, fallbackLanguage);
  const names: Record<string, string> = {};
  if (task?.assignee.type === 'user') {
    const [u] = await ctx.db
      .select({ fullName: userAccount.fullName, username: userAccount.username })
      .from(userAccount)
      .where(eq(userAccount.id, task.assignee.userId));
    if (u) names[task.assignee.userId] = u.fullName ?? u.username;
  }
  const groups = await listUserGroups(ctx.db);
  const transport = mailTransport(ctx);
  for (const r of recipients) {
    const t = await textsFor(ctx, r.language);
    const due = task?.dueAt
      ? new Intl.DateTimeFormat(r.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(task.dueAt),
        )
      : '';
    const mailValues: Record<string, string | number> = {
      name: str(values.ContactName) || r.name || '',
      comment: job.comment ?? '',
      task: activity ? t(activity.nameKey) : '',
      record: record?.displayName ?? row.entityInstanceId,
      due,
      group: task ? assigneeName(task.assignee, names, groups, t) : '',
      link: task
        ? `${settings.platformUrl}Process/OpenTask?instanceActivityTaskId=${encodeURIComponent(task.id)}`
        : '',
    };
    await transport.send({
      to: r.address,
      subject: t(`${job.template}_Subject`, mailValues),
      text: t(`${job.template}_Body`, mailValues),
      ...(attachments.length ? { attachments } : {}),
    });
  }
}

async function generateDocumentJob(
  ctx: ServerContext,
  job: Extract<Job, { type: 'generateDocument' }>,
): Promise<void> {
  const row = await loadInstanceRow(ctx.db, job.processId);
  if (!row) return;
  const entity = await getEntity(ctx.db, row.entityId);
  const record = entity ? await providerOf(entity).load(ctx.db, entity, row.entityInstanceId) : null;
  const doc = await renderProcessDocument(ctx, {
    template: job.template,
    entityId: row.entityId,
    instanceId: row.entityInstanceId,
    values: record?.values ?? {},
    language: accountSettings(ctx).defaultLanguage,
    processId: job.processId,
  });
  await ctx.db
    .insert(processDocument)
    .values({
      processId: job.processId,
      activityInstanceId: job.activityInstanceId,
      output: job.output,
      fileName: doc.fileName,
      contentType: doc.contentType,
      contentBase64: Buffer.from(doc.content).toString('base64'),
    })
    .onConflictDoNothing();
}

/** Writes the effect's values to the entity instance (the request's Status), in one transaction. */
async function setValuesJob(ctx: ServerContext, job: Extract<Job, { type: 'setValues' }>): Promise<void> {
  const entity = await getEntity(ctx.db, job.entity.entity);
  if (!entity) return;
  const provider = providerOf(entity);
  const known = new Set(entity.attributes.map((a) => a.name));
  const changed = Object.fromEntries(Object.entries(job.values).filter(([name]) => known.has(name)));
  if (Object.keys(changed).length === 0) return;
  const saved = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const current = await provider.loadForUpdate(tx, entity, job.entity.instanceId);
    if (!current) return null;
    return provider.update(tx, entity, current, changed, SYSTEM_ACTOR);
  });
  if (saved) provider.afterCommit?.(ctx.db, saved);
}

/** The handlers by job type, for the queue's workers. */
export function jobHandlers(ctx: ServerContext, settings: JobSettings): Record<string, JobHandler> {
  const payload = <T extends Job['type']>(job: ClaimedJob) =>
    job.payload as unknown as Extract<Job, { type: T }>;
  return {
    sendMail: (job) => sendMailJob(ctx, settings, payload<'sendMail'>(job)),
    generateDocument: (job) => generateDocumentJob(ctx, payload<'generateDocument'>(job)),
    setValues: async (job) => {
      const p = payload<'setValues'>(job);
      // Values of one process apply in the order they were decided (InProgress before Closed),
      // whichever worker claims them: wait while an earlier one is unfinished.
      const [earlier] = await queryRows<{ id: string }>(
        ctx.db,
        sql`select id from workflow_job where type = 'setValues' and payload->>'processId' = ${p.processId}
            and id < ${job.id} and state in ('queued', 'running') limit 1`,
      );
      if (earlier) return { retryAfterMs: 200 };
      await setValuesJob(ctx, p);
    },
    reminder: async (job) => {
      const outcome = await wakeUp(ctx, payload<'reminder'>(job).processId);
      // A conflict means a user acted at the same moment: try again on the fresh state.
      if (!outcome.ok && outcome.error.code === 'conflict') return { retryAfterMs: 200 };
    },
    escalation: async (job) => {
      const outcome = await wakeUp(ctx, payload<'escalation'>(job).processId);
      if (!outcome.ok && outcome.error.code === 'conflict') return { retryAfterMs: 200 };
    },
    timer: async (job) => {
      const p = payload<'timer'>(job);
      const outcome = await timerFired(ctx, p.processId, p);
      if (!outcome.ok && outcome.error.code === 'conflict') return { retryAfterMs: 200 };
    },
  };
}
