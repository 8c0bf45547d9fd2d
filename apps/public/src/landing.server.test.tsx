import { describe, expect, it } from 'vitest';
import { themeCss } from '@insulcalc/forms';
import {
  CONFIGURATOR_LIST_URLS,
  KEPT_WORK_SCRIPT,
  renderConfigurator,
  renderLanding,
  splitHoisted,
} from './landing.server';
import { TEST_APP_INFO, seedMessages } from './landing/testTexts';

const NO_PROVIDERS = { formsEnabled: true, oidcProviders: [] };

describe('renderLanding (the server-rendered landing page)', () => {
  for (const language of ['en', 'de', 'sl'] as const) {
    it(`renders the frame and the landing in ${language}, every text translated`, async () => {
      const messages = seedMessages(language);
      const page = await renderLanding({
        language,
        messages,
        appInfo: TEST_APP_INFO,
        accountOptions: NO_PROVIDERS,
        environment: 'staging',
      });
      expect(page.language).toBe(language);
      expect(page.title).toBe(`${messages.Insulation_Page_Home} - Insulcalc`);
      expect(page.description).toBe(messages.Insulation_Landing_Lead);
      expect(page.html).not.toMatch(/\[\?:/);
      expect(page.html).toContain(
        `<button type="button" class="ic-skip-link">${messages.Shell_SkipToContent}</button>`,
      );
      expect(page.html).toContain(`<h1 id="icc-landing-title">${messages.Insulation_Landing_Title}</h1>`);
      expect(page.html).toContain('<main id="main-content"');
      expect(page.html).toContain('<span class="ic-env-label"');
      expect(page.html).toContain('>staging</span>');
      expect(page.html).toContain('<footer class="ic-footer">');
      expect(page.html).toMatch(/<a class="icc-landing__cta" href="\/Configurator"/);
      // the language selector's toggle, named like the SPA's
      expect(page.html).toContain('aria-haspopup="menu"');
      expect(page.html).toContain(`<span lang="${language}">`);
      // no signed-in parts
      expect(page.html).not.toContain(messages.Shell_ToggleMenu!);
      // the frame's styles go to the head
      expect(page.head).toContain('data-href="insulcalc-frame insulcalc-dialogs"');
      expect(page.html.startsWith('<div class="ic-frame">')).toBe(true);
      expect(page.data.language).toBe(language);
      expect(page.data.texts.changeLanguageTitle).toBe(messages.Shell_ChangeLanguage_Title);
      expect(page.data.texts.changeLanguageConfirm.de).toContain('Deutsch');
      expect(page.data.languages.map((l) => l.code)).toEqual(['sl', 'sr', 'en', 'de', 'bs', 'hr']);
    });
  }

  it('renders concurrent visitors in their own languages (each render has its own store and services)', async () => {
    const de = seedMessages('de');
    const en = seedMessages('en');
    const [german, english] = await Promise.all([
      renderLanding({ language: 'de', messages: de, appInfo: TEST_APP_INFO, accountOptions: NO_PROVIDERS }),
      renderLanding({ language: 'en', messages: en, appInfo: TEST_APP_INFO, accountOptions: NO_PROVIDERS }),
    ]);
    expect(german.html).toContain(`<h1 id="icc-landing-title">${de.Insulation_Landing_Title}</h1>`);
    expect(english.html).toContain(`<h1 id="icc-landing-title">${en.Insulation_Landing_Title}</h1>`);
    expect(german.html).not.toContain(en.Shell_SkipToContent!);
    expect(english.html).not.toContain(de.Shell_SkipToContent!);
  });

  it('leaves the environment label out when there is none', async () => {
    const page = await renderLanding({
      language: 'en',
      messages: seedMessages('en'),
      appInfo: TEST_APP_INFO,
      accountOptions: NO_PROVIDERS,
    });
    expect(page.html).not.toContain('ic-env-label');
  });

  it('gives anonymous visitors the one-click sign-in with the first external provider', async () => {
    const messages = seedMessages('en');
    const page = await renderLanding({
      language: 'en',
      messages,
      appInfo: TEST_APP_INFO,
      accountOptions: {
        formsEnabled: true,
        oidcProviders: [
          { providerId: 'local-idp', title: 'Local IdP', autoRedirectToSignIn: false },
          { providerId: 'other', title: 'Other', autoRedirectToSignIn: false },
        ],
      },
    });
    expect(page.html).toContain(
      `<a class="ic-topbar-button ic-login-button" href="/Account/ExternalLogOn?provider=local-idp&amp;returnUrl=%2F" data-native-link="">${messages.LogOn_Button}</a>`,
    );
  });

  it('links to the sign-in page without an external provider', async () => {
    const page = await renderLanding({
      language: 'en',
      messages: seedMessages('en'),
      appInfo: TEST_APP_INFO,
      accountOptions: NO_PROVIDERS,
    });
    expect(page.html).toContain('href="/Account/LogOn?ReturnUrl=%2F"');
  });

  it('falls back to English for an unknown language', async () => {
    const page = await renderLanding({
      language: 'xx',
      messages: seedMessages('en'),
      appInfo: TEST_APP_INFO,
      accountOptions: NO_PROVIDERS,
    });
    expect(page.language).toBe('en');
  });
});

describe('splitHoisted', () => {
  it('moves the leading styles and links to the head and keeps the rest', () => {
    expect(
      splitHoisted(
        '<link rel="preload" href="/a"/><style data-x="1">a{}</style><div><style>b{}</style></div>',
      ),
    ).toEqual({
      head: '<link rel="preload" href="/a"/><style data-x="1">a{}</style>',
      html: '<div><style>b{}</style></div>',
    });
    expect(splitHoisted('<div></div>')).toEqual({ head: '', html: '<div></div>' });
  });
});

describe('renderConfigurator (the configurator’s first screen for anonymous visitors)', () => {
  const EMPTY_LISTS = Object.fromEntries(
    Object.keys(CONFIGURATOR_LIST_URLS).map((endpoint) => [endpoint, []]),
  ) as unknown as Parameters<typeof renderConfigurator>[0]['lists'];

  for (const language of ['en', 'de'] as const) {
    it(`renders the frame, the title, the anonymous notice and the form in ${language}, inert`, async () => {
      const messages = seedMessages(language);
      const page = await renderConfigurator({
        language,
        messages,
        appInfo: TEST_APP_INFO,
        accountOptions: NO_PROVIDERS,
        lists: EMPTY_LISTS,
      });
      expect(page.language).toBe(language);
      expect(page.title).toBe(`${messages.Insulation_Page_Configurator} - Insulcalc`);
      expect(page.html.startsWith('<div class="ic-frame">')).toBe(true);
      expect(page.html).toContain('<main id="main-content"');
      // The configurator, not yet usable: inert until the SPA takes its place.
      expect(page.html).toMatch(/<div inert="" class="icc-prerendered">\s*<div class="icc-configurator">/);
      expect(page.html).toContain(`${messages.Insulation_Configurator_Title}</h1>`);
      // The notice for anonymous visitors (the page's largest text: its LCP element).
      expect(page.html).toContain(
        `<div class="icc-notice"><p>${messages.Insulation_Anonymous_Notice}</p></div>`,
      );
      expect(page.html).toContain('id="icc-calc-name"');
      // The top bar's help button, as the SPA's page has it (the frame keeps its height).
      expect(page.html).toContain(`aria-label="${messages.Shell_Help}"`);
      // A returning visitor's page is marked before the first paint (decision 0040): the script,
      // the style that hides the server's figures then, and the note shown instead.
      expect(page.html).toContain(`<script>${KEPT_WORK_SCRIPT}</script>`);
      expect(KEPT_WORK_SCRIPT).toContain('"insulcalc.configurator.project.v1"');
      expect(KEPT_WORK_SCRIPT).toContain('"insulcalc.unitSystem"');
      expect(page.html).toContain(
        `<p class="icc-kept-note" role="status">${messages.Insulation_Configurator_Loading}</p>`,
      );
      expect(page.html).toContain('html[data-kept-work] .icc-prerendered .icc-configurator>');
      // The theme the SPA applies is in place already (applyTheme then adds nothing).
      expect(page.theme).toBe('light');
      expect(page.head).toContain(`<style id="insulcalc-theme-light">${themeCss.light}</style>`);
      // Signed-in parts are not there.
      expect(page.html).not.toContain('icc-projectbar__actions');
      expect(page.html).not.toMatch(/\[\?:/);
    });
  }
});
