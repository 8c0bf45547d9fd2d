/**
 * The public site: the shell's bootstrap (profile, translations, navigation) around the public
 * routes — Home (landing), Configurator (lazy chunk), the account and error pages.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { ShellRoot, createAppStore, publicRoutes } from '@insulcalc/shell';
import { PROJECT_SLICE, projectReducer } from '@insulcalc/insulation';
import { HomePage } from './HomePage';
import { ConfiguratorRoute } from './ConfiguratorRoute';

const store = createAppStore({ reducers: { [PROJECT_SLICE]: projectReducer } });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <ShellRoot
      app="public"
      store={store}
      createRouter={() => createBrowserRouter(publicRoutes({ home: HomePage, configurator: ConfiguratorRoute }))}
    />
  </StrictMode>,
);
