import { describe, expect, it } from 'vitest';
import { resolveTheme, themeCss } from './themes';

describe('themes', () => {
  it('takes selectedTheme, else fallbackTheme, else light', () => {
    expect(resolveTheme('dark', 'light')).toBe('dark');
    expect(resolveTheme(null, 'dark')).toBe('dark');
    expect(resolveTheme('neon', null)).toBe('light');
  });
  it('has a stylesheet per theme', () => {
    expect(themeCss.dark).toContain('data-theme=dark');
    expect(themeCss.light).toContain('data-theme=light');
  });
});

describe('applyTheme', () => {
  it('sets data-theme and adds the stylesheet once', async () => {
    const { applyTheme } = await import('./themes');
    applyTheme('dark');
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.querySelectorAll('#insulcalc-theme-dark')).toHaveLength(1);
  });
});
