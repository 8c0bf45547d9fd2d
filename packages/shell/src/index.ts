// --- data & behaviour infrastructure (shell-api) ---
export * from './api/antiforgery';
export * from './api/baseApi';
export * from './api/errors';
export * from './api/request';
export * from './api/settings';
export * from './api/shellApi';
export * from './api/traceparent';
export * from './messages/normalize';
export * from './messages/slice';
export * from './messages/translator';
export type * from './messages/types';
export * from './state/appErrors';
export * from './state/appInfo';
export * from './state/navigation';
export * from './state/profile';
export * from './state/profileDefaults';
export type * from './state/types';
export * from './store/createAppStore';
export * from './telemetry/client';
export * from './bootstrap/context';
export * from './bootstrap/hooks';
export * from './bootstrap/load';
export * from './bootstrap/LoadingStatus';
export * from './bootstrap/ShellRoot';
// --- end shell-api ---
