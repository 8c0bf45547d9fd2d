import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient, performRequest } from '@insulcalc/shell/http';
import { FormModel, createRecordingTransport, type DynamicFormDataInput } from '../core/index';
import { lockDuringRequests } from './lockDuringRequests';

const form: DynamicFormDataInput = {
  formId: 'Lock',
  formName: 'Lock',
  formVersion: 1,
  sections: [{ name: 'Main', elements: [{ name: 'Name' }] }],
  elements: [{ name: 'Name', controlType: 'TextBox' }],
};

let release: (() => void) | null = null;
/** A fetch whose answer waits until the test releases it. */
const slowFetch: typeof fetch = () =>
  new Promise<Response>((resolve) => {
    release = () =>
      resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  });

afterEach(() => {
  release = null;
});

describe('lockDuringRequests (the lockForm request flag)', () => {
  it('locks the form while a request with lockForm (the default) runs, and only then', async () => {
    const model = new FormModel({ transport: createRecordingTransport(form) });
    await model.load({ formId: 'Lock' });
    const http = new HttpClient({ fetch: slowFetch });
    const unregister = lockDuringRequests(model, http);

    const locking = performRequest(http, { url: 'api/v1/codelists/countries' });
    expect(model.locked).toBe(true);
    release!();
    await locking;
    expect(model.locked).toBe(false);

    const free = performRequest(http, { url: 'api/v1/navigation', lockForm: false });
    expect(model.locked).toBe(false);
    release!();
    await free;

    unregister();
    const after = performRequest(http, { url: 'api/v1/codelists/countries' });
    expect(model.locked).toBe(false);
    release!();
    await after;
  });
});
