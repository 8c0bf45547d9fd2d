// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { jsonForScript, LANDING_DATA_ID, readLandingData } from './data';

describe('the landing data element', () => {
  it('escapes JSON so nothing in it can end its script element', () => {
    const json = jsonForScript({ a: '</script><!-- & \u2028' });
    expect(json).toBe('{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}');
    expect(JSON.parse(json)).toEqual({ a: '</script><!-- & \u2028' });
  });

  it('reads back what the server wrote, and nothing from a missing or broken element', () => {
    const data = { language: 'de', languages: [{ code: 'de', localName: 'Deutsch' }] };
    document.body.innerHTML = `<script type="application/json" id="${LANDING_DATA_ID}">${jsonForScript(data)}</script>`;
    expect(readLandingData(document)).toMatchObject(data);
    document.body.innerHTML = `<script type="application/json" id="${LANDING_DATA_ID}">{broken</script>`;
    expect(readLandingData(document)).toBeNull();
    document.body.innerHTML = '';
    expect(readLandingData(document)).toBeNull();
  });
});
