import type { Database } from '../../db/index';
import type { ReadCache } from '../../http/readCache';
import { sqlText, timed } from './trace';

const WRAPPED = Symbol('profiler');

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** Replaces `target[method]` by a timed version (once; the instance's own property). */
function wrapQuery(target: Record<string | symbol, unknown>, method: string): void {
  const original = target[method] as QueryFn | undefined;
  if (typeof original !== 'function' || (original as unknown as Record<symbol, boolean>)[WRAPPED]) return;
  const wrapped = function (this: unknown, ...args: unknown[]) {
    return timed(
      'query',
      () => sqlText(args[0]),
      () => original.apply(this, args),
    );
  };
  (wrapped as unknown as Record<symbol, boolean>)[WRAPPED] = true;
  target[method] = wrapped;
}

/**
 * Times every database query of a traced request: the client Drizzle was built on gets timed
 * `query`/`exec` methods (PGlite: also those of the transaction object it hands out; node-postgres:
 * each pooled client's, which the pool's own query uses). Installed only when the profiler is on; a query outside a
 * traced request pays one AsyncLocalStorage lookup.
 */
export function instrumentDatabase(database: Database): void {
  const client = database.client as unknown as Record<string | symbol, unknown>;
  if (client[WRAPPED]) return;
  client[WRAPPED] = true;
  if (database.driver === 'pglite') {
    wrapQuery(client, 'query');
    wrapQuery(client, 'exec');
    const transaction = client.transaction as
      ((cb: (tx: unknown) => Promise<unknown>) => Promise<unknown>) | undefined;
    if (typeof transaction === 'function')
      client.transaction = function (this: unknown, callback: (tx: unknown) => Promise<unknown>) {
        return transaction.call(this, (tx: unknown) => {
          const target = tx as Record<string | symbol, unknown>;
          // The transaction object is PGlite's own literal: give it timed methods of its own.
          wrapQuery(target, 'query');
          wrapQuery(target, 'exec');
          return callback(tx);
        });
      };
    return;
  }
  // Pool.query runs on a client from connect(): timing the clients times every query once.
  const connect = client.connect as ((...args: unknown[]) => unknown) | undefined;
  if (typeof connect === 'function')
    client.connect = function (this: unknown, ...args: unknown[]) {
      // pg's Pool.connect has two forms: a promise, and a callback (which Pool.query uses itself).
      const callback = args[args.length - 1];
      if (typeof callback === 'function') {
        const rest = args.slice(0, -1);
        return connect.call(this, ...rest, (err: unknown, pooled: unknown, ...more: unknown[]) => {
          if (!err && pooled) wrapQuery(pooled as Record<string | symbol, unknown>, 'query');
          return (callback as (...x: unknown[]) => unknown)(err, pooled, ...more);
        });
      }
      return (connect.apply(this, args) as Promise<Record<string | symbol, unknown>>).then((pooled) => {
        wrapQuery(pooled, 'query');
        return pooled;
      });
    };
}

/** Times the read cache's reads of a traced request, telling hits from misses. */
export function instrumentReadCache(cache: ReadCache): void {
  const target = cache as unknown as Record<string | symbol, unknown>;
  if (target[WRAPPED]) return;
  target[WRAPPED] = true;
  const original = cache.get.bind(cache) as (...args: unknown[]) => Promise<unknown>;
  target.get = (key: unknown, scopes: unknown, produce: unknown, ...rest: unknown[]) => {
    let produced = false;
    const counting =
      typeof produce === 'function'
        ? (...a: unknown[]) => {
            produced = true;
            return (produce as (...x: unknown[]) => unknown)(...a);
          }
        : produce;
    return timed(
      'cache',
      () => String(key),
      () => original(key, scopes, counting, ...rest),
      () => !produced,
    );
  };
}
