import type { DataRouter } from 'react-router';
import { createTraceContext } from '../http/index';
import type { TelemetryClient } from './client';

/**
 * Records a timing entry per router navigation that loads data (from the moment the router
 * leaves `idle` until it is idle again): displayName `navigate {pathname}`, tags `from`, `to`
 * and `kind` (loading or submitting). Returns the unsubscribe function.
 */
export function trackRouterTimings(router: DataRouter, client: TelemetryClient): () => void {
  let pending: { started: number; startTime: Date; from: string; to: string; kind: string } | null = null;
  const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
  return router.subscribe((state) => {
    const nav = state.navigation;
    if (nav.state !== 'idle') {
      if (!pending && nav.location) {
        pending = {
          started: now(),
          startTime: new Date(),
          from: state.location.pathname,
          to: nav.location.pathname,
          kind: nav.state,
        };
      }
      return;
    }
    if (!pending) return;
    const trace = createTraceContext();
    client.recordTiming({
      parentTraceId: trace.traceparent,
      operationId: trace.spanId,
      displayName: `navigate ${pending.to}`,
      startTime: pending.startTime.toISOString(),
      processingTime: Math.max(0, Math.round((now() - pending.started) * 100) / 100),
      tags: { from: pending.from, to: pending.to, kind: pending.kind },
    });
    pending = null;
  });
}
