import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../routes/appRoutes';
import { ABOUT_TOPICS, aboutRoutes } from './AboutPage';
import { DEFAULT_FOOTER_LINKS } from './frameOptions';
import { en, renderApp, seedTranslations } from './testing';

afterEach(cleanup);

const render = (path: string, language?: string) =>
  renderApp({
    // An anonymous visitor of the public app, where the footer links lead.
    routes: appRoutes({ app: 'public' }, aboutRoutes()),
    path,
    basename: '/',
    ...(language ? { language } : {}),
  });

describe('the footer pages (spec §1)', () => {
  it('every default footer link has a page', () => {
    const paths = DEFAULT_FOOTER_LINKS.map((link) => link.href);
    expect(paths).toEqual(ABOUT_TOPICS.map((topic) => `/about/${topic}`));
  });

  it('the cookie page names the cookies the site sets, titled as the footer link', () => {
    render('/about/cookies');
    expect(screen.getByRole('heading', { level: 1, name: en('Footer_Cookies') })).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain(en('About_Cookies_Session'));
    expect(items).toContain(en('About_Cookies_Language'));
    expect(en('About_Cookies_Session')).toMatch(/^insulcalc_session/);
  });

  it('the group page links the public site and the platform as documents', () => {
    render('/about/group');
    expect(screen.getByRole('link', { name: en('About_Group_Platform') }).getAttribute('href')).toBe(
      '/platform/',
    );
    expect(screen.getByRole('link', { name: en('About_Group_PublicSite') }).getAttribute('href')).toBe('/');
  });

  it('privacy and terms show their texts in the reader’s language', () => {
    render('/about/privacy', 'de');
    const de = seedTranslations('de');
    expect(screen.getByRole('heading', { level: 1, name: de.Footer_PrivacyPolicy })).toBeTruthy();
    expect(screen.getByText(de.About_Privacy_Text1!)).toBeTruthy();
    cleanup();
    render('/about/terms');
    expect(screen.getByText(en('About_Terms_Text1'))).toBeTruthy();
  });

  it('an unknown topic is not found', () => {
    render('/about/nothing');
    expect(screen.getByText(en('NotFound_Text'))).toBeTruthy();
  });
});
