import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ControlStory } from '../react/StoryForm';
import { TestI18n } from '../react/testing';
import { ThemeStyles } from './ThemeStyles';
import { THEMES, themeCss, type ThemeName } from './themes';

function variables(theme: ThemeName): Record<string, string> {
  const block = /\{([^}]*)\}/.exec(themeCss[theme])![1]!;
  return Object.fromEntries(
    [...block.matchAll(/--ic-([a-z-]+):(#[0-9a-f]{6})/gi)].map((match) => [match[1]!, match[2]!]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

describe.each(THEMES)('the %s theme', (theme) => {
  it('keeps every text colour at WCAG AA contrast on its backgrounds', () => {
    const v = variables(theme);
    for (const text of ['text', 'muted', 'primary', 'danger', 'warning', 'info'])
      for (const background of ['bg', 'surface', 'input-bg'])
        expect(contrast(v[text]!, v[background]!), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it('a form in this theme has no axe violations', async () => {
    const { container } = render(
      <TestI18n>
        <main>
          <ThemeStyles theme={theme} />
          <ControlStory
            elements={[
              {
                name: 'Name',
                controlType: 'TextBox',
                displayName: 'Contact name',
                required: true,
                tooltip: 'Who we reply to',
              },
              { name: 'Count', controlType: 'Numeric', displayName: 'Count', value: 3 },
              { name: 'Ok', controlType: 'Boolean', displayName: 'I agree' },
              {
                name: 'Units',
                controlType: 'RadioGroup',
                displayName: 'Units',
                value: 1,
                settings: {
                  options: [
                    { value: 1, text: 'Metric' },
                    { value: 2, text: 'Imperial' },
                  ],
                },
              },
              {
                name: 'Country',
                controlType: 'Dropdown',
                displayName: 'Country',
                settings: { options: [{ value: 'SI', text: 'Slovenia' }] },
              },
              { name: 'Due', controlType: 'Date', displayName: 'Due', value: '2026-03-09' },
              { name: 'File', controlType: 'File', displayName: 'Attachment' },
            ]}
          />
        </main>
      </TestI18n>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.documentElement.dataset.theme).toBe(theme);
    // jsdom computes no CSS colours: contrast is checked on the theme's variables above.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
