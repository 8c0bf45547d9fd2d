/**
 * The configurator connected to the app's store: the `project` slice (domain layer) for the
 * project and its calculations, the code lists for the pickers, and persistence — saved projects
 * for signed-in users (ProjectActions), localStorage for anonymous visitors.
 */
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { selectIsAuthenticated } from '@insulcalc/shell';
import { useUi } from '../components/ui';
import type { Project } from '../domain/types';
import { projectActions, selectProject, type ProjectRootState } from '../state/index';
import { ConfiguratorView } from './ConfiguratorView';
import type { FieldChange } from './CalculationForm';
import { EMPTY_CODE_LISTS, type ConfiguratorCodeLists } from './codeLists';
import { loadLocalProject, saveLocalProject } from './localProject';

export interface ConfiguratorProps {
  /** The code lists and products for the pickers (see useConfiguratorCodeLists). */
  codeLists?: ConfiguratorCodeLists;
  /** Project actions of signed-in users. */
  projectActions?: ReactNode;
}

type Root = ProjectRootState & { profile?: unknown };

export function Configurator({ codeLists = EMPTY_CODE_LISTS, projectActions: actions }: ConfiguratorProps) {
  const ui = useUi();
  const dispatch = useDispatch();
  const store = useStore<Root>();
  const project = useSelector((s: Root) => selectProject(s)) as Project;
  const signedIn = useSelector((s: Root) => selectIsAuthenticated(s as Parameters<typeof selectIsAuthenticated>[0]));
  const source = useSelector((s: Root) => s.project.source);

  // Anonymous visitors: restore the work kept in this browser, then keep every change there.
  useEffect(() => {
    if (signedIn) return;
    const kept = loadLocalProject();
    if (kept && source === 'default') dispatch(projectActions.projectLoaded(kept, null, 'default'));
    // Only on entering anonymous mode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
  useEffect(() => {
    if (signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = store.getState().project;
    const unsubscribe = store.subscribe(() => {
      const next = store.getState().project;
      if (next === last) return;
      last = next;
      clearTimeout(timer);
      timer = setTimeout(() => saveLocalProject(selectProject(store.getState()) as Project), 250);
    });
    return () => {
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

  const notice = useMemo(() => (signedIn ? null : <p>{ui.t('Insulation_Anonymous_Notice')}</p>), [signedIn, ui]);

  return (
    <ConfiguratorView
      ui={ui}
      project={project}
      codeLists={codeLists}
      onAdd={() => dispatch(projectActions.calculationAdded({ name: ui.t('Insulation_Calculation_DefaultName') }))}
      onRemove={(id) => dispatch(projectActions.calculationRemoved(id))}
      onRename={(name) => dispatch(projectActions.calculationRenamed(name))}
      onSelect={(id) => dispatch(projectActions.calculationSelected(id))}
      onChange={onChange}
      projectActions={actions}
      notice={notice}
    />
  );
}
