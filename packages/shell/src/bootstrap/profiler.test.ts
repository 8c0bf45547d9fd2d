import { afterEach, describe, expect, it } from 'vitest';
import { loadProfiler, profilerScriptUrl } from './profiler';

afterEach(() => {
  for (const s of Array.from(document.querySelectorAll('script[data-insulcalc-profiler]'))) s.remove();
});

describe('profiler script', () => {
  it('sits on the server profiler/ path beside the API', () => {
    expect(profilerScriptUrl('/api/', 'https://app.example')).toBe(
      'https://app.example/profiler/includes.js',
    );
    expect(profilerScriptUrl('https://api.example/api', 'https://app.example')).toBe(
      'https://api.example/profiler/includes.js',
    );
  });
  it('is loaded once when the profile enables it, never otherwise', () => {
    expect(loadProfiler(false, '/api/')).toBe(false);
    expect(document.querySelectorAll('script[data-insulcalc-profiler]')).toHaveLength(0);
    expect(loadProfiler(true, '/api/')).toBe(true);
    expect(loadProfiler(true, '/api/')).toBe(false);
    const scripts = document.querySelectorAll('script[data-insulcalc-profiler]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toMatch(/\/profiler\/includes\.js$/);
  });
});
