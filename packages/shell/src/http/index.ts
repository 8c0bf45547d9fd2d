// The HTTP client core: requests with the anti-forgery token, trace context, user messages and
// the error catalogue (spec §7, §8), file downloads, and the hooks around every request.
export {
  ANTIFORGERY_FIELD,
  ANTIFORGERY_HEADER,
  getAntiforgeryToken,
  setAntiforgeryToken,
} from './antiforgery';
export { fileNameFromContentDisposition, saveBlob } from './download';
export { downloadFile, downloadFromRequest, type DownloadRequestOptions } from './downloadRequest';
export { isApiError, type ApiError, type ApiErrorStatus } from './errors';
export {
  performRequest,
  type HttpMethod,
  type QueryParamValue,
  type ShellRequest,
  type ShellResponseMeta,
  type ShellResult,
} from './request';
export {
  DEFAULT_API_BASE_URL,
  HttpClient,
  resolveApiUrl,
  type HttpClientOptions,
  type RequestHooks,
  type RequestInfo,
  type RequestReporter,
  type RequestTiming,
  type ShellApiSettings,
} from './settings';
export { TRACEPARENT_PATTERN, createTraceContext, type TraceContext } from './traceparent';
