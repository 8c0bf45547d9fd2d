/**
 * Server rendering of the anonymous landing page (decision 0002, option 1) and of the
 * configurator's first screen (decision 0033): the SPA's own route
 * tree — the shell's frame (`publicRoutes`: FrameRoot → PageFrame) around `HomePage` (the
 * insulation package's `Landing`) — rendered to HTML with `react-dom/server`, inside the providers
 * the SPA uses: a store preloaded with the anonymous profile, app info, navigation and the sign-in
 * options, the i18n provider with the server's translations, and a static router at `/`.
 *
 * Built on its own (`vite build --ssr src/landing.server.tsx` → `ssr/dist/landing.server.js`,
 * every dependency bundled) and imported by apps/server, which serves the result at `/` to
 * visitors without a signed-in session, with `landing.client.ts` instead of the SPA.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { I18nProvider, normalizeLanguage, translate, type TranslationMap } from '@insulcalc/i18n';
import { resolveTheme, themeCss } from '@insulcalc/forms';
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
  type AppDispatch,
  type AppInfo,
  type FrameOptions,
  type NavigationItem,
  type Profile,
  type ShellContextValue,
} from '@insulcalc/shell';
import {
  LOCAL_PROJECT_KEY,
  PROJECT_SLICE,
  UNIT_SYSTEM_STORAGE_KEY,
  projectReducer,
  seedConfiguratorLists,
  useUi,
  type ConfiguratorListEndpoint,
} from '@insulcalc/insulation';
import ConfiguratorPage from './ConfiguratorPage';
import { PUBLIC_BRAND_NAME } from './frameOptions';
import { HomePage } from './HomePage';
import { publicRoutes } from './routes';
import type { LandingData } from './landing/data';

export { LANDING_DATA_ID, jsonForScript, type LandingData } from './landing/data';
// The server reads these addresses for renderConfigurator's `lists`.
export { CONFIGURATOR_LIST_URLS } from '@insulcalc/insulation';
/** The attribute (and its value) of the root element the SPA takes over (src/prerendered.ts). */
export { PRERENDERED_ATTRIBUTE, PRERENDERED_CONFIGURATOR } from './prerendered';

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
 * The routes a render does not show (only `/` and `/Configurator` are rendered on the server; the
 * form routes and with them the form code stay out of the server bundle).
 */
function NotServerRendered() {
  return null;
}

/** Set on `<html>` before the first paint when this browser keeps an anonymous visitor's work. */
export const KEPT_WORK_ATTRIBUTE = 'data-kept-work';

/**
 * The server-rendered configurator shows the default project in SI units: a returning visitor
 * whose browser keeps their own project or another unit system must not see those figures as if
 * they were theirs (issue 12, "stale is never current"; decision 0040). This inline script runs
 * while the page is parsed, before its first paint (the server allows it by its hash in the
 * Content-Security-Policy), and marks `<html>` when such work is kept; the style below then hides
 * the server's project, form and results and shows a loading note until the SPA takes over with
 * the visitor's own page. A first-time visitor sees the default page, which is theirs.
 */
export const KEPT_WORK_SCRIPT =
  `try{var s=window.localStorage;if(s.getItem(${JSON.stringify(LOCAL_PROJECT_KEY)})||` +
  `(s.getItem(${JSON.stringify(UNIT_SYSTEM_STORAGE_KEY)})||"SI")!=="SI")` +
  `document.documentElement.setAttribute(${JSON.stringify(KEPT_WORK_ATTRIBUTE)},"")}catch(e){}`;

// Hidden with `visibility` (not `display`), so the frame keeps its layout and nothing shifts when
// the SPA's page replaces it; the note floats over the hidden part (out of the flow). The unit
// switch goes too: it shows SI chosen, which is not what such a visitor chose.
const KEPT_WORK_STYLE =
  `.icc-kept-note{display:none}` +
  `html[${KEPT_WORK_ATTRIBUTE}] .icc-kept-note{display:block;position:fixed;left:0;right:0;top:45%;` +
  `margin:0;padding:1rem;text-align:center}` +
  `html[${KEPT_WORK_ATTRIBUTE}] .icc-prerendered .icc-configurator>:not(.icc-projectbar):not(.icc-notice),` +
  `html[${KEPT_WORK_ATTRIBUTE}] .icc-prerendered :is(.icc-projectbar__project,.icc-units){visibility:hidden}`;

/** The configurator without its script: looked at, not used, until the SPA takes its place. */
function InertConfiguratorPage() {
  const { t } = useUi();
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: KEPT_WORK_SCRIPT }} />
      <style dangerouslySetInnerHTML={{ __html: KEPT_WORK_STYLE }} />
      <p className="icc-kept-note" role="status">
        {t('Insulation_Configurator_Loading')}
      </p>
      <div inert className="icc-prerendered">
        <ConfiguratorPage />
      </div>
    </>
  );
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

/** The anonymous visitor's profile (shared by every visitor, so without a session's token). */
function anonymousProfile(input: RenderLandingInput, language: string): Profile {
  return {
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
}

/**
 * Renders one page of the SPA's route tree at `path` for an anonymous visitor, inside the
 * providers the SPA uses; `prepare` adds to the store what the page's hooks read (the
 * configurator's lists).
 */
async function renderPage(
  input: RenderLandingInput,
  path: string,
  pages: { home: ComponentType; configurator: ComponentType },
  prepare?: (dispatch: AppDispatch) => void,
): Promise<{ markup: string; language: string; messages: TranslationMap }> {
  const language = normalizeLanguage(input.language) ?? 'en';
  const messages = input.messages;
  const profile = anonymousProfile(input, language);
  const navigation = input.navigation ?? [];

  // The SPA's store: the shell's slices and the project slice (main.tsx).
  const store = createAppStore({
    reducers: { [PROJECT_SLICE]: projectReducer },
    connectMessageSink: false,
    setupListeners: false,
  });
  store.dispatch(setProfile(profile));
  store.dispatch(setAppInfo(input.appInfo));
  store.dispatch(setNavigationTree(navigation));
  store.dispatch(
    shellApi.util.upsertQueryEntries([
      { endpointName: 'getAccountOptions', arg: undefined, value: input.accountOptions },
    ]),
  );
  prepare?.(store.dispatch as AppDispatch);
  const routes = publicRoutes({
    home: pages.home,
    configurator: pages.configurator,
    dynamicFormPage: NotServerRendered,
    formPage: NotServerRendered,
    frame: { ...FRAME, environmentLabel: input.environment?.trim() || null },
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`The route ${path} answered ${context.status}.`);
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
  return { markup, language, messages };
}

/**
 * Renders the landing page (`/`) for an anonymous visitor. Free of I/O: the caller brings the
 * data (and caches the result per language, translations and options).
 */
export async function renderLanding(input: RenderLandingInput): Promise<RenderedLanding> {
  const { markup, language, messages } = await renderPage(input, '/', {
    home: HomePage,
    configurator: NotServerRendered,
  });
  const pageTitle = translate(messages, 'Insulation_Page_Home', undefined, language);
  return {
    ...splitHoisted(markup),
    title: documentTitle(pageTitle, brandNameOf({ app: 'public', ...FRAME })),
    language,
    description: translate(messages, 'Insulation_Landing_Lead', undefined, language) ?? '',
    data: landingData(language, messages),
  };
}

export interface RenderConfiguratorInput extends RenderLandingInput {
  /**
   * The configurator's lists as the API answers them (`CONFIGURATOR_LIST_URLS` of
   * @insulcalc/insulation, read by the caller), keyed by endpoint.
   */
  lists: Readonly<Record<ConfiguratorListEndpoint, unknown>>;
}

export interface RenderedConfigurator {
  /** The markup of `#root`. */
  html: string;
  /** What React hoists for the document head, and the theme's stylesheet. */
  head: string;
  /**
   * The theme the SPA will apply (`<html data-theme>`): with its stylesheet already in the head,
   * the SPA's `applyTheme` finds both in place and the document's style is not recalculated
   * while the SPA starts (a full recalculation of the server's page on the throttled phone).
   */
  theme: string;
  title: string;
  language: string;
}

/**
 * Renders the configurator's page (`/Configurator`) as an anonymous visitor first sees it — the
 * frame, the default project with its computed results, the notice — so the browser paints it
 * from the HTML. The SPA renders the same page beside it and takes its place once rendered
 * (`takeOverPrerendered`, main.tsx); until then the markup is `inert` (controls without their
 * script would lose what is typed).
 */
export async function renderConfigurator(input: RenderConfiguratorInput): Promise<RenderedConfigurator> {
  const { markup, language, messages } = await renderPage(
    input,
    '/Configurator',
    { home: NotServerRendered, configurator: InertConfiguratorPage },
    (dispatch) => seedConfiguratorLists(dispatch, input.lists),
  );
  const pageTitle = translate(messages, 'Insulation_Page_Configurator', undefined, language);
  const hoisted = splitHoisted(markup);
  // As main.tsx's router factory resolves it (an anonymous visitor: the default theme).
  const theme = resolveTheme(input.profile?.selectedTheme, input.appInfo.fallbackTheme);
  return {
    html: hoisted.html,
    // The element applyTheme (@insulcalc/forms) adds, so it finds it and adds nothing.
    head: `${hoisted.head}<style id="insulcalc-theme-${theme}">${themeCss[theme]}</style>`,
    title: documentTitle(pageTitle, brandNameOf({ app: 'public', ...FRAME })),
    language,
    theme,
  };
}
