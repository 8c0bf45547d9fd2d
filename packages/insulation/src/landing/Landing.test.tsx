import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TestI18n } from '../configurator/testUtils';
import { Landing } from './Landing';

afterEach(cleanup);

describe('landing page', () => {
  for (const [language, start] of [
    ['en', 'Start calculating'],
    ['de', 'Jetzt berechnen'],
    ['sl', 'Začnite z izračunom'],
    ['hr', 'Započnite izračun'],
  ] as const) {
    it(`says what it does and leads into the configurator (${language})`, () => {
      render(
        <TestI18n language={language}>
          <Landing configuratorPath="/Configurator" />
        </TestI18n>,
      );
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const links = screen.getAllByRole('link', { name: start });
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.every((a) => a.getAttribute('href') === '/Configurator')).toBe(true);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBe(3);
      expect(document.body.textContent).not.toMatch(/\[\?:/);
    });
  }

  it('links to the offer form (issue 24 item 11)', () => {
    render(
      <TestI18n language="de">
        <Landing />
      </TestI18n>,
    );
    const offer = screen.getByRole('link', {
      name: 'Ein Angebot für Dämmarbeiten anfragen, mit oder ohne Berechnung',
    });
    expect(offer.getAttribute('href')).toBe('/OfferRequest/General');
  });
});
