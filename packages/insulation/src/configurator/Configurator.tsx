/**
 * The configurator connected to the app's store: the `project` slice (domain layer) for the
 * project and its calculations, the code lists and products from the insulation API for the
 * pickers, and persistence — saved projects on the server for signed-in users (saved by the
 * domain's autosave listener, addProjectAutosaveListener), this browser's localStorage for
 * anonymous visitors, and the offer to keep that anonymous work at the first sign-in.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { helpContentItem, selectIsAuthenticated, usePage } from '@insulcalc/shell';
import { useUi } from '../components/ui';
import { setUnitSystem, unitSystemFromProfile } from '../components/unitSystem';
import { currencyFromProfile, setCurrency } from '../components/currency';
import type { Project } from '../domain/types';
import {
  useGetFuelTypesQuery,
  useGetMaterialsQuery,
  useGetMediumsQuery,
  useGetProductTypesQuery,
  useGetProductsQuery,
  useGetRecommendedProductsQuery,
  useGetSubconstructionTypesQuery,
  useGetSurfaceTypesQuery,
  useListProjectsQuery,
} from '../api/insulationApi';
import {
  deleteProject,
  newProject,
  openProject,
  projectActions,
  projectSaveRequested,
  reloadSavedProject,
  selectProject,
  type ProjectFlowState,
  type ProjectRootState,
} from '../state/index';
import { ConfiguratorView } from './ConfiguratorView';
import type { FieldChange } from './CalculationForm';
import { toConfiguratorCodeLists, type ConfiguratorCodeLists } from './codeLists';
import { clearLocalProject, isAnonymousWork, loadLocalProject, saveLocalProject } from './localProject';
import { ProjectActions } from './ProjectActions';
import { useAnonymousProjectOffer } from './KeepAnonymousProject';

export interface ConfiguratorProps {
  /** Overrides the code lists from the API (tests, stories). */
  codeLists?: ConfiguratorCodeLists;
}

type Root = ProjectRootState & { profile?: unknown };
type Dispatch = ThunkDispatch<ProjectFlowState, unknown, UnknownAction>;

/** Anonymous visitors: the project is written to localStorage this long after the last change. */
export const LOCAL_PROJECT_WRITE_DELAY_MS = 250;

/** The code lists and products for the pickers, names translated. */
export function useConfiguratorCodeLists(): ConfiguratorCodeLists {
  const { t } = useUi();
  const materials = useGetMaterialsQuery();
  const mediums = useGetMediumsQuery();
  const fuelTypes = useGetFuelTypesQuery();
  const surfaceTypes = useGetSurfaceTypesQuery();
  const subconstructionTypes = useGetSubconstructionTypesQuery();
  const productTypes = useGetProductTypesQuery();
  const products = useGetProductsQuery();
  const recommended = useGetRecommendedProductsQuery();
  return useMemo(
    () =>
      toConfiguratorCodeLists(
        {
          materials: materials.data,
          mediums: mediums.data,
          fuelTypes: fuelTypes.data,
          surfaceTypes: surfaceTypes.data,
          subconstructionTypes: subconstructionTypes.data,
          productTypes: productTypes.data,
          products: products.data,
          recommended: recommended.data,
        },
        t,
      ),
    [
      materials.data,
      mediums.data,
      fuelTypes.data,
      surfaceTypes.data,
      subconstructionTypes.data,
      productTypes.data,
      products.data,
      recommended.data,
      t,
    ],
  );
}

const CONFIGURATOR_HELP = helpContentItem('Configurator');

export function Configurator({ codeLists: fixed }: ConfiguratorProps) {
  const ui = useUi();
  const dispatch = useDispatch() as Dispatch;
  const store = useStore<Root>();
  const fromApi = useConfiguratorCodeLists();
  const codeLists = fixed ?? fromApi;
  const project = useSelector((s: Root) => selectProject(s)) as Project;
  const signedIn = useSelector((s: Root) =>
    selectIsAuthenticated(s as Parameters<typeof selectIsAuthenticated>[0]),
  );
  const projectState = useSelector((s: Root) => s.project);
  const projects = useListProjectsQuery(undefined, { skip: !signedIn });
  // Signed-in users: the unit system of their settings (profile) when it has one.
  const profileUnits = useSelector((s: Root) =>
    signedIn
      ? unitSystemFromProfile(
          (s.profile as { profile?: { unitSystem?: unknown } | null } | undefined)?.profile,
        )
      : null,
  );
  useEffect(() => {
    if (profileUnits) setUnitSystem(profileUnits);
  }, [profileUnits]);
  // …and the currency of their settings for the economic figures.
  const profileCurrency = useSelector((s: Root) =>
    signedIn
      ? currencyFromProfile((s.profile as { profile?: { currency?: unknown } | null } | undefined)?.profile)
      : null,
  );
  useEffect(() => {
    if (profileCurrency) setCurrency(profileCurrency);
  }, [profileCurrency]);
  // The shell's unsaved-changes mark of the page (spec §2); the save itself is the domain's autosave.
  const unsaved = signedIn && projectState.dirty;
  // The top bar's help icon opens the configurator's seeded help content (spec §2).
  usePage({ dirty: unsaved, helpItem: CONFIGURATOR_HELP });
  useAnonymousProjectOffer();

  // Anonymous visitors: restore the work kept in this browser, then keep every change there.
  useEffect(() => {
    if (signedIn) return;
    const kept = loadLocalProject();
    if (kept && store.getState().project.source === 'default')
      dispatch(projectActions.projectLoaded(kept, null, 'default'));
  }, [signedIn, dispatch, store]);
  useEffect(() => {
    if (signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = store.getState().project;
    // Only work is kept: an untouched default project (or an edit undone) leaves nothing, so the
    // server's page of the next visit is shown at once, not hidden as a kept project (decision 0040).
    const write = () => {
      timer = undefined;
      const project = selectProject(store.getState()) as Project;
      if (isAnonymousWork(project)) saveLocalProject(project);
      else clearLocalProject();
    };
    const unsubscribe = store.subscribe(() => {
      const next = store.getState().project;
      if (next === last) return;
      last = next;
      clearTimeout(timer);
      timer = setTimeout(write, LOCAL_PROJECT_WRITE_DELAY_MS);
    });
    // Leaving within the delay still keeps the last change.
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      clearTimeout(timer);
      unsubscribe();
    };
  }, [signedIn, store]);

  const onChange = useCallback(
    (changes: FieldChange[]) => {
      for (const change of changes) dispatch(projectActions.calculationFieldChanged(change));
    },
    [dispatch],
  );

  const notice = signedIn ? null : <p>{ui.t('Insulation_Anonymous_Notice')}</p>;

  const actions = signedIn ? (
    <ProjectActions
      ui={ui}
      projectId={projectState.projectId}
      projectName={projectState.name}
      projects={(projects.data ?? []).map((p) => ({ projectId: p.projectId, name: p.name }))}
      dirty={projectState.dirty}
      saveStatus={projectState.saveStatus}
      saveError={projectState.saveError}
      saveRetrying={projectState.saveRetryInMs !== null}
      busy={projectState.status === 'loading'}
      onRenameProject={(name) => dispatch(projectActions.projectRenamed(name))}
      onSave={() => dispatch(projectSaveRequested())}
      onOpen={(id) => void dispatch(openProject(id))}
      onNew={() => void dispatch(newProject(ui.t('Insulation_Projects_DefaultName')))}
      onDelete={(id) => void dispatch(deleteProject(id))}
      onReloadSaved={() => void dispatch(reloadSavedProject())}
      onOverwrite={() => dispatch(projectSaveRequested({ overwrite: true }))}
    />
  ) : null;

  if (signedIn && projectState.status === 'loading') {
    return (
      // Holds a viewport's height like the route's fallback, so the footer does not shift.
      <p role="status" className="icc-route-loading" style={{ minHeight: '100vh' }}>
        {ui.t('Insulation_Configurator_Loading')}
      </p>
    );
  }

  return (
    <ConfiguratorView
      ui={ui}
      project={project}
      codeLists={codeLists}
      onAdd={() => dispatch(projectActions.calculationAdded())}
      onCopy={(name) => dispatch(projectActions.calculationCopied(name))}
      onRemove={(id) => dispatch(projectActions.calculationRemoved(id))}
      onRename={(name) => dispatch(projectActions.calculationRenamed(name))}
      onSelect={(id) => dispatch(projectActions.calculationSelected(id))}
      onChange={onChange}
      projectActions={actions}
      notice={notice}
      dirty={unsaved}
    />
  );
}
