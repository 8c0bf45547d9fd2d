import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadMenuButton } from '@insulcalc/dialogs';
import { testRoutes } from '../routes/testRoutes';
import { selectorLanguages } from './LanguageSelector';
import { en, renderApp } from './testing';

beforeAll(async () => {
  await preloadMenuButton();
});
afterEach(cleanup);

describe("the language selector offers the profile's availableLanguages", () => {
  it('lists only the languages the profile names, in its order and by its names', () => {
    renderApp({
      routes: testRoutes({ isAuthenticated: false }),
      path: '/platform/Account/LogOn',
      profile: {
        availableLanguages: [
          { code: 'de', localName: 'Deutsch' },
          { code: 'en', localName: 'English' },
          { code: 'hr', localName: 'Hrvatski jezik' },
        ],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: `${en('Shell_Language')}: English` }));
    expect(screen.getAllByRole('menuitemradio').map((o) => o.textContent)).toEqual([
      'Deutsch',
      'English',
      'Hrvatski jezik',
    ]);
  });

  it('drops codes without texts and duplicates; an empty list offers every language', () => {
    expect(
      selectorLanguages([
        { code: 'fr', localName: 'Français' },
        { code: 'sl-SI', localName: '' },
        { code: 'sl', localName: 'Slovenščina' },
      ]),
    ).toEqual([{ code: 'sl', name: 'Slovenščina' }]);
    expect(selectorLanguages([]).map((l) => l.code)).toEqual(['sl', 'sr', 'en', 'de', 'bs', 'hr']);
  });
});
