// Client telemetry (spec §3, §8, §9): error and timing entries posted in batches.
export { TelemetryClient, type TelemetryClientOptions } from './client';
export { trackRouterTimings } from './routerTimings';
