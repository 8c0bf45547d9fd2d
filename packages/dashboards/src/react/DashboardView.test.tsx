import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import texts from '../../translations/dashboards.json';
import { DashboardView } from './DashboardView';
import type { DashboardDefinition } from '../core/index';

const messages = (language: 'en' | 'de') =>
  Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value[language]]));

const definition: DashboardDefinition = {
  title: { en: 'Sales', de: 'Vertrieb' },
  widgets: [
    {
      id: 'b',
      type: 'text',
      title: { en: 'Right', de: 'Rechts' },
      x: 6,
      y: 0,
      w: 6,
      h: 2,
      settings: { text: 'Second' },
    },
    {
      id: 'a',
      type: 'text',
      title: { en: 'Left', de: 'Links' },
      x: 0,
      y: 0,
      w: 6,
      h: 2,
      settings: { text: { en: 'First', de: 'Erstes' } },
    },
    { id: 'c', type: 'text', title: 'Below', x: 0, y: 2, w: 12, h: 1, settings: { text: 'Third' } },
  ],
};

function show(language: 'en' | 'de') {
  return render(
    <I18nProvider language={language} messages={messages(language)} isProduction={false}>
      <MemoryRouter>
        <DashboardView definition={definition} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('DashboardView', () => {
  it('places widgets on the 12-column grid in reading order, titled regions in the language', () => {
    const { container } = show('de');
    expect(screen.getByRole('region', { name: 'Vertrieb' })).toBeTruthy();
    const sections = [...container.querySelectorAll<HTMLElement>('[data-widget]')];
    expect(sections.map((s) => s.dataset.widget)).toEqual(['a', 'b', 'c']);
    expect(sections.map((s) => s.style.gridColumn)).toEqual(['1 / span 6', '7 / span 6', '1 / span 12']);
    expect(screen.getByRole('heading', { name: 'Links' })).toBeTruthy();
    expect(screen.getByText('Erstes')).toBeTruthy();
  });

  it('is axe-clean', async () => {
    const { container } = show('en');
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
