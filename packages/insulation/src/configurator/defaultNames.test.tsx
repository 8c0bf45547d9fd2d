/** Issue 12 Why list: the "Calculation" tab and "Default project" show in the reader's language. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { LocalConfigurator, TestI18n, stubMatchMedia } from './testUtils';

stubMatchMedia();
afterEach(cleanup);

describe('default names', () => {
  it.each([
    ['de', 'Standardprojekt', 'Berechnung', 'Berechnungen des Projekts'],
    ['sl', 'Privzeti projekt', 'Izračun', 'Izračuni projekta'],
  ])('%s', (language, project, calculation, navLabel) => {
    render(
      <TestI18n language={language}>
        <LocalConfigurator />
      </TestI18n>,
    );
    expect(screen.getByTestId('project-name').textContent).toBe(project);
    const nav = screen.getByRole('navigation', { name: navLabel });
    const current = within(nav)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-current') === 'true');
    expect(current.map((b) => b.textContent)).toEqual([calculation]);
  });
});
