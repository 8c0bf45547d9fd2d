import { normalizeUserMessage } from '../messages/normalize';
import {
  DEFAULT_DOWNLOAD_FILE_NAME,
  fileNameFromContentDisposition,
  saveBlob,
  type DownloadOptions,
  type DownloadResult,
} from './download';
import { ShellApiError } from './errors';
import { performRequest, type ShellRequest } from './request';
import type { HttpClient } from './settings';

export interface DownloadRequestOptions {
  /** Used instead of the Content-Disposition name. */
  fileName?: string;
  signal?: AbortSignal;
  /** Save the file in the browser (default true); false only returns it. */
  save?: boolean;
}

/**
 * Downloads the response of any request as a file — e.g. a POST whose JSON body describes what
 * to generate (a PDF report). The rules of spec §7 "file download":
 * the shell's headers (anti-forgery token, X-Requested-With, trace), a blob response, the name
 * from Content-Disposition (UTF-8 `filename*` or plain) falling back to 'download', and a
 * redirected response is not a file: its status text is shown as an error. Failures follow the
 * error catalogue (problem+json userMessages shown through the message system) and reject with a
 * {@link ShellApiError}; an aborted request rejects without a message.
 */
export async function downloadFromRequest(
  client: HttpClient,
  request: ShellRequest,
  options: DownloadRequestOptions = {},
): Promise<DownloadResult> {
  const req: ShellRequest = {
    ...request,
    responseType: 'blob',
    lockForm: request.lockForm ?? false,
  };
  const result = await performRequest<Blob>(client, req, options.signal ? { signal: options.signal } : {});
  if (result.error) throw new ShellApiError(result.error);
  const response = result.meta.response;
  if (response?.redirected) {
    const message = response.statusText || client.translator.translate('Shell_Download_Failed');
    if (!req.silent)
      client.emitUserMessages([
        normalizeUserMessage({ message, level: 'error', target: req.messageTarget ?? 'toast' })!,
      ]);
    throw new ShellApiError({ status: response.status, message, userMessages: [] });
  }
  const fileName =
    options.fileName ??
    fileNameFromContentDisposition(response?.headers.get('Content-Disposition')) ??
    DEFAULT_DOWNLOAD_FILE_NAME;
  const blob = result.data;
  if (options.save !== false && typeof document !== 'undefined') saveBlob(blob, fileName);
  return { fileName, blob };
}

/**
 * Downloads a file with GET (spec §7): {@link downloadFromRequest} with the URL and its query
 * parameters.
 */
export async function downloadFile(
  client: HttpClient,
  url: string,
  options: DownloadOptions = {},
): Promise<DownloadResult> {
  const request: ShellRequest = { ...options.request, url, method: 'GET' };
  if (options.params) request.params = options.params;
  const { params: _params, request: _request, ...downloadOptions } = options;
  return downloadFromRequest(client, request, downloadOptions);
}
