import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { Assignee, Job, ResolvedRecipient } from '@insulcalc/workflow/core';
import type { ServerContext } from '../../context';
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
import { renderDocument, storeSentDocument } from '../documents/index';
import { getEntity, providerOf, type Actor } from '../entities/index';
import { deliverQueuedMails, queueMails, type MailMessage } from '../mail/index';
import { formatMessage, getTranslations, isLanguageCode } from '../translations/index';
import { renderProcessDocument, type RenderedDocument } from './documents';
import { effectDone, effectOnce } from './effects';
import { JobLostError, type ClaimedJob, type JobHandler, type JobResult } from './queue';
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

/** Fails the job's next step when another worker took the job over meanwhile. */
async function stillHeld(ctx: ServerContext, claimed: ClaimedJob): Promise<void> {
  const [row] = await queryRows<{ locked_by: string | null }>(
    ctx.db,
    sql`select locked_by from workflow_job where id = ${claimed.id}`,
  );
  if (row && row.locked_by !== claimed.lockedBy) throw new JobLostError(claimed.key);
}

/**
 * A sendMail job: its messages are written to the mail outbox with the job's effect in one
 * transaction, then sent; a job that runs again (after a crash) only sends what is still unsent.
 */
async function sendMailJob(
  ctx: ServerContext,
  settings: JobSettings,
  claimed: ClaimedJob,
  job: Extract<Job, { type: 'sendMail' }>,
): Promise<JobResult> {
  if (!(await effectDone(ctx.db, claimed))) {
    const messages = await composeMails(ctx, settings, claimed.key, job);
    if (!('messages' in messages)) return messages.result;
    await effectOnce(ctx.db, claimed, 'mail', (tx) => queueMails(tx, claimed.key, messages.messages));
  }
  await deliverQueuedMails(ctx.db, mailTransport(ctx), claimed.key, () => stillHeld(ctx, claimed));
}

/** The messages of a sendMail job, one per recipient (keyed `<job key>#<address>`), or "not yet". */
async function composeMails(
  ctx: ServerContext,
  settings: JobSettings,
  jobKey: string,
  job: Extract<Job, { type: 'sendMail' }>,
): Promise<{ messages: { key: string; message: MailMessage }[] } | { result: JobResult }> {
  const none = { messages: [] };
  const row = await loadInstanceRow(ctx.db, job.processId);
  if (!row) return none;
  // Attachments come from generateDocument jobs of the same activity: wait until they ran.
  const attachments: NonNullable<MailMessage['attachments']> = [];
  for (const output of job.attachments) {
    // The output, then what its template sent along (`<output>.<template>`).
    const docs = await ctx.db
      .select()
      .from(processDocument)
      .where(
        and(
          eq(processDocument.processId, job.processId),
          eq(processDocument.activityInstanceId, job.activityInstanceId ?? ''),
          or(eq(processDocument.output, output), like(processDocument.output, `${output}.%`)),
        ),
      )
      .orderBy(asc(processDocument.output));
    const doc = docs.find((d) => d.output === output);
    if (!doc) {
      const [pending] = await queryRows<{ state: string }>(
        ctx.db,
        sql`select state from workflow_job where type = 'generateDocument' and payload->>'processId' = ${job.processId}
            and payload->>'activityInstanceId' = ${job.activityInstanceId ?? ''} and payload->>'output' = ${output} limit 1`,
      );
      if (pending && pending.state !== 'failed') return { result: { retryAfterMs: 300 } };
      throw new Error(`The document '${output}' of ${job.processId} could not be generated`);
    }
    for (const d of [doc, ...docs.filter((d) => d !== doc)])
      attachments.push({
        filename: d.fileName,
        content: Buffer.from(d.contentBase64, 'base64'),
        contentType: d.contentType,
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
  const messages: { key: string; message: MailMessage }[] = [];
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
    messages.push({
      key: `${jobKey}#${r.address.toLowerCase()}`,
      message: {
        to: r.address,
        subject: t(`${job.template}_Subject`, mailValues),
        text: t(`${job.template}_Body`, mailValues),
        ...(attachments.length ? { attachments } : {}),
      },
    });
  }
  // One message per address, whatever the number of ways it was reached (a user and a group).
  return { messages: [...new Map(messages.map((m) => [m.key, m])).values()] };
}

/** The user whose decision last moved the process on (who "sent" what the process then sends). */
async function decidedBy(
  ctx: ServerContext,
  processId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await queryRows<{ id: string; name: string | null; username: string }>(
    ctx.db,
    sql`select u.id, u.full_name as name, u.username from process_task t join user_account u on u.id = t.completed_by
        where t.process_id = ${processId} and t.completed_by is not null order by t.completed_at desc limit 1`,
  );
  return row ? { id: row.id, name: row.name ?? row.username } : null;
}

/** Renders the document and stores it with the job's effect (a job run again renders nothing). */
async function generateDocumentJob(
  ctx: ServerContext,
  claimed: ClaimedJob,
  job: Extract<Job, { type: 'generateDocument' }>,
): Promise<void> {
  if (await effectDone(ctx.db, claimed)) return;
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
  const sender = await decidedBy(ctx, job.processId);
  const language = accountSettings(ctx).defaultLanguage;
  // What the template sends along (the offer's calculation report) goes out under `<output>.<template>`.
  const documents: { output: string; inputs: Record<string, unknown>; doc: RenderedDocument }[] = [
    { output: job.output, inputs: record?.values ?? {}, doc },
  ];
  for (const along of doc.attach ?? []) {
    const rendered = await renderDocument(
      ctx,
      along.template,
      along.instance,
      isLanguageCode(language) ? language : 'en',
    );
    documents.push({
      output: `${job.output}.${along.template}`,
      inputs: along.instance,
      doc: {
        fileName: rendered.fileName,
        contentType: rendered.contentType,
        content: rendered.bytes,
        templateId: rendered.templateId ?? along.template,
        templateVersion: rendered.templateVersion ?? null,
        ...(rendered.context ? { context: rendered.context } : {}),
      },
    });
  }
  await effectOnce(ctx.db, claimed, 'document', async (tx) => {
    for (const { output, inputs, doc: made } of documents) {
      await tx
        .insert(processDocument)
        .values({
          processId: job.processId,
          activityInstanceId: job.activityInstanceId,
          output,
          fileName: made.fileName,
          contentType: made.contentType,
          contentBase64: Buffer.from(made.content).toString('base64'),
        })
        .onConflictDoNothing();
      // The document as it leaves, kept with the job's effect: later catalogue, code-list or
      // template edits never change what the record says was sent.
      await storeSentDocument(tx, {
        entityId: row.entityId,
        entityInstanceId: row.entityInstanceId,
        processId: job.processId,
        jobKey: claimed.key,
        kind: 'sent',
        output,
        language,
        inputs,
        document: {
          bytes: made.content,
          fileName: made.fileName,
          contentType: made.contentType,
          templateId: made.templateId ?? job.template,
          templateVersion: made.templateVersion ?? null,
          ...(made.context ? { context: made.context } : {}),
        },
        createdBy: sender?.id ?? null,
        createdByName: sender?.name ?? null,
      });
    }
  });
}

/**
 * Writes the effect's values to the entity instance (the request's Status) in one transaction with
 * the job's effect: a status update run again after a crash must not undo a later one.
 */
async function setValuesJob(
  ctx: ServerContext,
  claimed: ClaimedJob,
  job: Extract<Job, { type: 'setValues' }>,
): Promise<void> {
  const entity = await getEntity(ctx.db, job.entity.entity);
  if (!entity) return;
  const provider = providerOf(entity);
  const known = new Set(entity.attributes.map((a) => a.name));
  const changed = Object.fromEntries(Object.entries(job.values).filter(([name]) => known.has(name)));
  if (Object.keys(changed).length === 0) return;
  const outcome = await effectOnce(ctx.db, claimed, 'values', async (tx) => {
    const current = await provider.loadForUpdate(tx, entity, job.entity.instanceId);
    if (!current) return null;
    return provider.update(tx, entity, current, changed, SYSTEM_ACTOR);
  });
  if (outcome.done && outcome.result) provider.afterCommit?.(ctx.db, outcome.result);
}

/** The handlers by job type, for the queue's workers. */
export function jobHandlers(ctx: ServerContext, settings: JobSettings): Record<string, JobHandler> {
  const payload = <T extends Job['type']>(job: ClaimedJob) =>
    job.payload as unknown as Extract<Job, { type: T }>;
  return {
    sendMail: (job) => sendMailJob(ctx, settings, job, payload<'sendMail'>(job)),
    generateDocument: (job) => generateDocumentJob(ctx, job, payload<'generateDocument'>(job)),
    // A process's values apply in the order decided: the queue claims them in order (order key).
    setValues: (job) => setValuesJob(ctx, job, payload<'setValues'>(job)),
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
