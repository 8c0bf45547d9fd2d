import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';
import { JobLostError, type ClaimedJob } from './queue';

/**
 * Effects of jobs, exactly once (decision 0044). A job runs at least once: a crash between its
 * effect and its completion runs it again on another worker. So the effect (a status change, a
 * stored document, the mails it queues) is written in one transaction with a `workflow_effect`
 * row under the job's key; a job that runs again finds the row and does nothing. The transaction
 * also locks the job's row and checks that this worker still holds it, so a worker that stalled
 * while its job was taken over cannot write the effect a second time beside the new holder.
 */

/** Whether the job's effect was recorded already (a cheap check before expensive work). */
export async function effectDone(db: Db, job: ClaimedJob): Promise<boolean> {
  const [row] = await queryRows<{ kind: string }>(
    db,
    sql`select kind from workflow_effect where job_key = ${job.key}`,
  );
  return row !== undefined;
}

/**
 * Runs `write` in a transaction with the record of the job's effect; returns `{ done: false }`
 * without calling it when the effect was recorded before, and throws `JobLostError` when the job
 * is no longer this worker's.
 */
export async function effectOnce<T>(
  db: Db,
  job: ClaimedJob,
  kind: string,
  write: (tx: Db) => Promise<T>,
): Promise<{ done: true; result: T } | { done: false }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [held] = await queryRows<{ locked_by: string | null }>(
      tx,
      sql`select locked_by from workflow_job where id = ${job.id} for update`,
    );
    if (held && held.locked_by !== job.lockedBy) throw new JobLostError(job.key);
    const recorded = await queryRows<{ job_key: string }>(
      tx,
      sql`insert into workflow_effect (job_key, kind) values (${job.key}, ${kind})
          on conflict (job_key) do nothing returning job_key`,
    );
    if (recorded.length === 0) return { done: false as const };
    return { done: true as const, result: await write(tx) };
  });
}
