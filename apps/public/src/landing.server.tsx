/**
 * Server rendering of the anonymous landing page (decision 0002, option 1): the SPA's own route
 * tree — the shell's frame (`publicRoutes`: FrameRoot → PageFrame) around `HomePage` (the
 * insulation package's `Landing`) — rendered to HTML with `react-dom/server`, inside the providers
 * the SPA uses: a store preloaded with the anonymous profile, app info, navigation and the sign-in
 * options, the i18n provider with the server's translations, and a static router at `/`.
 *
 * Built on its own (`vite build --ssr src/landing.server.tsx` → `ssr/dist/landing.server.js`,
 * every dependency bundled) and imported by apps/server, which serves the result at `/` to
 * visitors without a signed-in session, with `landing.client.ts` instead of the SPA.
 */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { I18nProvider, normalizeLanguage, translate, type TranslationMap } from '@insulcalc/i18n';
import {
  ShellContext,
  ShellServicesProvider,
  brandNameOf,
  createAppStore,
  createDefaultProfile,
  documentTitle,
  setAppInfo,
  setNavigationTree,
  setProfile,
  shellApi,
  LANGUAGE_NAMES,
  SELECTOR_LANGUAGES,
  type AccountOptions,
  type AppInfo,
  type FrameOptions,
  type NavigationItem,
  type Profile,
  type ShellContextValue,
} from '@insulcalc/shell';
import { PUBLIC_BRAND_NAME } from './frameOptions';
import { HomePage } from './HomePage';
import { publicRoutes } from './routes';
import type { LandingData } from './landing/data';

export { LANDING_DATA_ID, jsonForScript, type LandingData } from './landing/data';

export interface RenderLandingInput {
  /** The visitor's language (the lang cookie, else the default language); normalised, fallback 'en'. */
  language: string;
  /** The merged translations of that language (GET /api/v1/translations/{language}). */
  messages: TranslationMap;
  /** GET /api/v1/appinfo */
  appInfo: AppInfo;
  /** GET /api/v1/account/options: the one-click sign-in uses the first OIDC provider. */
  accountOptions: AccountOptions;
  /** INSULCALC_ENVIRONMENT: the label the frame shows (also written to `<body data-env>`). */
  environment?: string | null;
  /** The navigation tree ([] for anonymous visitors, which is what the landing is rendered for). */
  navigation?: NavigationItem[];
  /** Profile fields to override in the anonymous default profile (default language, languages…). */
  profile?: Partial<Omit<Profile, 'isAuthenticated' | 'antiforgeryToken'>>;
}

export interface RenderedLanding {
  /** The markup of `#root`. */
  html: string;
  /** What React hoists for the document head (the frame's and dialogs' styles, the logo preload). */
  head: string;
  /** `document.title` as the SPA sets it ('Home - Insulcalc' in the page's language). */
  title: string;
  /** `<html lang>` */
  language: string;
  /** The page's `<meta name="description">`, in its language (the landing's lead text). */
  description: string;
  /** The enhancement script's data (language selector texts). */
  data: LandingData;
}

const FRAME: Omit<FrameOptions, 'app'> = { brandName: PUBLIC_BRAND_NAME };

/**
 * Only `/` is rendered on the server: the configurator and form routes (and with them the engine,
 * charts, PDF and form code) stay out of the server bundle.
 */
function NotServerRendered() {
  return null;
}

/** The texts of the language selector's confirmation, translated like the SPA's LanguageSelector does. */
function landingData(language: string, messages: TranslationMap): LandingData {
  const t = (key: string, values?: Record<string, string>) =>
    translate(messages, key, values, language) ?? '';
  return {
    language,
    languages: SELECTOR_LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
    texts: {
      changeLanguageTitle: t('Shell_ChangeLanguage_Title'),
      changeLanguageConfirm: Object.fromEntries(
        SELECTOR_LANGUAGES.map((code) => [
          code,
          t('Shell_ChangeLanguage_Confirm', { language: LANGUAGE_NAMES[code] }),
        ]),
      ),
      cancel: t('Common_Cancel'),
      close: t('Common_Close'),
    },
  };
}

/** React 19 emits hoistable elements (`<style precedence>`, preloads) first: they belong in the head. */
export function splitHoisted(markup: string): { head: string; html: string } {
  const hoisted =
    /^(?:<link\b[^>]*\/?>|<style\b[^>]*>[\s\S]*?<\/style>|<meta\b[^>]*\/?>)*/.exec(markup)?.[0] ?? '';
  return { head: hoisted, html: markup.slice(hoisted.length) };
}

/**
 * Renders the landing page (`/`) for an anonymous visitor. Free of I/O: the caller brings the
 * data (and caches the result per language, translations and options).
 */
export async function renderLanding(input: RenderLandingInput): Promise<RenderedLanding> {
  const language = normalizeLanguage(input.language) ?? 'en';
  const messages = input.messages;
  const profile: Profile = {
    ...createDefaultProfile(),
    ...input.profile,
    selectedLanguage: language,
    isAuthenticated: false,
    canLogOff: false,
    canChangePassword: false,
    fullName: null,
    // The token belongs to a session; the page is shared by every anonymous visitor.
    antiforgeryToken: '',
  };
  const navigation = input.navigation ?? [];

  const store = createAppStore({ connectMessageSink: false, setupListeners: false });
  store.dispatch(setProfile(profile));
  store.dispatch(setAppInfo(input.appInfo));
  store.dispatch(setNavigationTree(navigation));
  store.dispatch(
    shellApi.util.upsertQueryEntries([
      { endpointName: 'getAccountOptions', arg: undefined, value: input.accountOptions },
    ]),
  );
  const routes = publicRoutes({
    home: HomePage,
    configurator: NotServerRendered,
    dynamicFormPage: NotServerRendered,
    formPage: NotServerRendered,
    frame: { ...FRAME, environmentLabel: input.environment?.trim() || null },
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The landing route answered ${context.status}.`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const shell: ShellContextValue = {
    app: 'public',
    profile,
    appInfo: input.appInfo,
    navigation,
    language,
    translations: messages,
    formRoutes: [],
    reload: () => Promise.resolve(),
  };
  // This render's own store translates outside the i18n provider (concurrent renders never share it).
  store.services.translator.set(messages, language);
  const markup = renderToString(
    <Provider store={store}>
      <ShellServicesProvider services={store.services}>
        <ShellContext.Provider value={shell}>
          <I18nProvider language={language} messages={messages} isProduction>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </I18nProvider>
        </ShellContext.Provider>
      </ShellServicesProvider>
    </Provider>,
  );

  const pageTitle = translate(messages, 'Insulation_Page_Home', undefined, language);
  return {
    ...splitHoisted(markup),
    title: documentTitle(pageTitle, brandNameOf({ app: 'public', ...FRAME })),
    language,
    description: translate(messages, 'Insulation_Landing_Lead', undefined, language) ?? '',
    data: landingData(language, messages),
  };
}
