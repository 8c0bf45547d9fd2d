import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { addUserMessages } from '../messages/slice';
import type { ApiError } from '../http/index';
import { performRequest, type ShellRequest, type ShellResponseMeta } from '../http/index';
import { servicesOf } from '../services/services';

/** Tag types of the shell's own endpoints; packages add theirs with `baseApi.enhanceEndpoints({ addTagTypes })`. */
export const SHELL_TAG_TYPES = [
  'Profile',
  'AppInfo',
  'Translations',
  'Navigation',
  'AccountOptions',
] as const;

export type ShellBaseQuery = BaseQueryFn<string | ShellRequest, unknown, ApiError, object, ShellResponseMeta>;

/**
 * The shell's base query (spec §7, §8): anti-forgery header, X-Requested-With, traceparent unless
 * `skipTelemetry`, JSON bodies, legacy form requests, X-User-Messages, problem+json and the error
 * catalogue. Messages go to the store's messages slice; the store's own HTTP client (its services,
 * RTK's `extra` argument) supplies the settings, hooks, reporter and translations.
 */
export const shellBaseQuery: ShellBaseQuery = async (args, api) => {
  const result = await performRequest(servicesOf(api.extra).http, args, {
    signal: api.signal,
    showMessages: (messages) => {
      api.dispatch(addUserMessages({ messages }));
    },
  });
  return result.error ? { error: result.error, meta: result.meta } : { data: result.data, meta: result.meta };
};

/**
 * The one RTK Query API of an app. It has no endpoints of its own; the shell and every package
 * inject theirs: `baseApi.injectEndpoints({ endpoints: (build) => ({ ... }) })`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: shellBaseQuery,
  tagTypes: SHELL_TAG_TYPES,
  endpoints: () => ({}),
});

export type BaseApi = typeof baseApi;
