import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../../../test/accountClient';

/** Test helper: a form save as a browser sends it (multipart; each control's value as JSON text). */
export async function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; content: string | Uint8Array }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const f of files) data.append(f.field, new Blob([f.content], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Control values as the client encodes them: `JSON.stringify(value)` under the control's name. */
export function controlFields(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, JSON.stringify(v)]));
}

export async function saveWith(
  client: TestClient | { app: FastifyInstance; headers: Record<string, string> },
  formId: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields, files);
  const url = `/api/v1/forms/${formId}/save`;
  if ('request' in client)
    return client.request({ method: 'POST', url, payload: body.payload, headers: body.headers });
  return client.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...client.headers, ...body.headers },
  });
}
