/**
 * Anonymous visitors' work in this browser's localStorage; the store and the "is it work" rule are
 * the domain's (state/localProject.ts), re-exported here for the configurator.
 */
export {
  LOCAL_PROJECT_KEY,
  loadLocalProject,
  saveLocalProject,
  clearLocalProject,
  isAnonymousWork,
  browserLocalProjectStore,
  type LocalProjectStore,
} from '../state/localProject';
