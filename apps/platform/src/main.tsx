/**
 * The platform app: the shell's bootstrap (profile → token → app info → translations →
 * navigation) around the platform routes of spec §2 — the signed-out set (account and error
 * pages, everything else redirects to sign-in) or the signed-in set, rebuilt after every
 * profile change.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { ShellRoot, createAppStore, helpContentItem, registerNavigationBadge } from '@insulcalc/shell';
import {
  LazyDynamicFormPage,
  applyTheme,
  registerFormDialogs,
  resolveTheme,
  searchPageRoutes,
} from '@insulcalc/forms';
import {
  LazyDocumentTemplatePage,
  documentsTranslationNamespace,
  registerDocumentDialogs,
} from '@insulcalc/documents';
import {
  DashboardDisplayPage,
  DashboardPreviewPage,
  HomeDashboardPage,
  ReportPage,
  dashboardsTranslationNamespace,
  registerFormDashboard,
} from '@insulcalc/dashboards';
import {
  administrationPages,
  administrationRoutes,
  administrationTranslationNamespace,
} from '@insulcalc/administration';
import { insulationTranslationNamespace } from '@insulcalc/insulation';
import { designerPages } from '@insulcalc/designer';
import {
  MyTasksBadge,
  OpenTaskPage,
  workflowRoutes,
  workflowTranslationNamespace,
} from '@insulcalc/workflow';
import { platformRoutes } from './routes';

/** The platform's base path; must match the server's PLATFORM_BASE_PATH and Vite's `base`. */
const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

const store = createAppStore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <ShellRoot
      app="platform"
      store={store}
      // The home dashboard, the menus and the eagerly loaded pages; the designer's texts load
      // with its pages.
      translationNamespaces={[
        administrationTranslationNamespace,
        dashboardsTranslationNamespace,
        documentsTranslationNamespace,
        workflowTranslationNamespace,
        insulationTranslationNamespace,
      ]}
      createRouter={(context) => {
        // The router is rebuilt after every profile change: the theme follows the profile.
        applyTheme(resolveTheme(context.profile.selectedTheme, context.appInfo.fallbackTheme));
        registerFormDialogs();
        registerNavigationBadge('tasks', MyTasksBadge);
        registerDocumentDialogs();
        registerFormDashboard();
        return createBrowserRouter(
          platformRoutes({
            isAuthenticated: context.profile.isAuthenticated,
            frame: { brandName: 'Insulcalc' },
            pages: {
              ...administrationPages,
              ...designerPages,
              dynamicForm: LazyDynamicFormPage,
              documentTemplate: LazyDocumentTemplatePage,
              reportGrid: ReportPage,
              home: HomeDashboardPage,
              dashboard: DashboardDisplayPage,
              dashboardDisplay: DashboardDisplayPage,
              dashboardPreview: DashboardPreviewPage,
              openTask: OpenTaskPage,
            },
            extraRoutes: [
              // Workflow (issue 17): my tasks (Process/OpenTask is the openTask page above).
              ...workflowRoutes(),
              ...administrationRoutes(),
              // Offer requests (issue 14): the search page; edit in the admin form, add in the request form.
              ...searchPageRoutes({
                path: 'OfferRequests',
                viewId: 'OfferRequests',
                formGroupId: 'OfferRequestAdmin',
                addFormGroupId: 'OfferRequest',
                helpItem: helpContentItem('OfferRequests'),
              }),
            ],
          }),
          {
            basename: BASENAME,
          },
        );
      }}
    />
  </StrictMode>,
);
