import { baseApi } from '@insulcalc/shell';

/** An API key as administrators see it (never the secret). */
export interface UserApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

export const ADMINISTRATION_TAG_TYPES = ['AdministrationUserApiKeys'] as const;

/**
 * The Administration screens' own calls (records themselves travel through the form engine and
 * views):
 * | endpoint         | call |
 * |------------------|------|
 * | getUserApiKeys   | GET api/v1/account/users/{userId}/api-keys |
 * | revokeUserApiKey | DELETE api/v1/account/users/{userId}/api-keys/{keyId} → 204 |
 * | sendSignInMail   | POST api/v1/account/users/{userId}/send-sign-in-mail → { userMessages } (shown) |
 */
export const administrationApi = baseApi
  .enhanceEndpoints({ addTagTypes: ADMINISTRATION_TAG_TYPES })
  .injectEndpoints({
    endpoints: (build) => ({
      getUserApiKeys: build.query<UserApiKey[], string>({
        query: (userId) => `api/v1/account/users/${encodeURIComponent(userId)}/api-keys`,
        providesTags: (_r, _e, userId) => [{ type: 'AdministrationUserApiKeys', id: userId }],
      }),
      revokeUserApiKey: build.mutation<void, { userId: string; keyId: string }>({
        query: ({ userId, keyId }) => ({
          url: `api/v1/account/users/${encodeURIComponent(userId)}/api-keys/${encodeURIComponent(keyId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_r, _e, arg) => [{ type: 'AdministrationUserApiKeys', id: arg.userId }],
      }),
      sendSignInMail: build.mutation<{ userMessages?: unknown[] }, string>({
        query: (userId) => ({
          url: `api/v1/account/users/${encodeURIComponent(userId)}/send-sign-in-mail`,
          method: 'POST',
          body: {},
        }),
      }),
    }),
  });

export const { useGetUserApiKeysQuery, useRevokeUserApiKeyMutation, useSendSignInMailMutation } =
  administrationApi;
