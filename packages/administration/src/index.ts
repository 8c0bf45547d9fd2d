// The public API of @insulcalc/administration: the Administration screens apps/platform composes.
export {
  ADMINISTRATION_TAG_TYPES,
  administrationApi,
  useGetUserApiKeysQuery,
  useRevokeUserApiKeyMutation,
  useSendSignInMailMutation,
  type UserApiKey,
} from './api/administrationApi';
export { AdminForm, type AdminFormProps } from './AdminForm';
export { LambdaChart, chartPoints, ticks, type LambdaPoint } from './chart/LambdaChart';
