import { useMemo } from 'react';
import { performRequest, type HttpClient, type ShellResult } from '../http/index';
import { useHttp } from '../services/services';
import type { UserMessage } from '../messages/types';

/** The server's account endpoints used by the account pages (apps/server/src/modules/account). */
export const ACCOUNT_PATHS = {
  changePassword: 'api/v1/account/change-password',
  forgotPassword: 'api/v1/account/forgot-password',
  verifyCode: 'api/v1/account/verify-code',
  resetPassword: 'api/v1/account/reset-password',
  activate: 'api/v1/account/activate',
} as const;

export type AccountResult<T = { userMessages?: UserMessage[] }> = ShellResult<T>;

/** The account calls through one store's HTTP client. */
export function createAccountApi(http: HttpClient) {
  const post = <T>(url: string, body: unknown) =>
    performRequest<T>(http, { url, method: 'POST', body, silent: true, lockForm: false });
  return {
    changePassword: (body: {
      username?: string;
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    }) => post<{ userMessages?: unknown[] }>(ACCOUNT_PATHS.changePassword, body),
    forgotPassword: (body: { username: string }) =>
      post<{ userMessages?: unknown[] }>(ACCOUNT_PATHS.forgotPassword, body),
    verifyCode: (body: { username: string; code: string }) =>
      post<{ resetToken: string }>(ACCOUNT_PATHS.verifyCode, body),
    resetPassword: (body: { resetToken: string; newPassword: string; confirmPassword: string }) =>
      post<{ userMessages?: unknown[] }>(ACCOUNT_PATHS.resetPassword, body),
    activationInfo: (token: string) =>
      performRequest<{ username: string; fullName: string | null }>(http, {
        url: ACCOUNT_PATHS.activate,
        params: { token },
        silent: true,
        lockForm: false,
      }),
    activate: (body: { token: string; newPassword: string; confirmPassword: string }) =>
      post<{ userMessages?: unknown[] }>(ACCOUNT_PATHS.activate, body),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

/** The account calls of the app store the component renders for. */
export function useAccountApi(): AccountApi {
  const http = useHttp();
  return useMemo(() => createAccountApi(http), [http]);
}

/** Text of the info messages of a success body. */
export function successMessages(data: unknown): string[] {
  const list =
    data && typeof data === 'object' ? (data as { userMessages?: unknown }).userMessages : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .map((m) => (m && typeof m === 'object' ? (m as { message?: unknown }).message : m))
    .filter((m): m is string => typeof m === 'string' && m !== '');
}
