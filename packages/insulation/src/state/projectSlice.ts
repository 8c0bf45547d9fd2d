import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  createDefaultCalculation,
  createDefaultProject,
  defaultSizesFor,
  DEFAULT_PROJECT_NAME,
  newId,
} from '../domain/defaults';
import { Equipment, isEnumMember, UNSET } from '../domain/enums';
import { setByPath } from '../domain/paths';
import type { Calculation, CalculationFieldChange, Project } from '../domain/types';

/**
 * The `project` slice: the project being edited in the configurator (spec §4 "Project and
 * calculation"). Selectors are in ./projectSelectors.ts, the start and save flows in ./projectFlows.ts.
 */
export type ProjectStatus = 'idle' | 'loading' | 'ready';
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'conflict' | 'error';

/**
 * The offer to keep an anonymous visitor's project at the first sign-in (decision 0003):
 * none; offered (the dialog asks); keeping (the create request runs); failed (it failed, the offer
 * stands with the error); postponed (decided later: asked again on the next start).
 */
export type AnonymousProjectOfferStatus = 'none' | 'offered' | 'keeping' | 'failed' | 'postponed';

export interface AnonymousProjectOffer {
  status: AnonymousProjectOfferStatus;
  /** The local project on offer (offered, keeping, failed). */
  project: Project | null;
  /** Translated text of the failed keep request. */
  error: string | null;
}

const NO_OFFER: AnonymousProjectOffer = { status: 'none', project: null, error: null };

export interface ProjectState {
  projectId: string | null;
  name: string;
  calculations: Calculation[];
  /** Concurrency token of the loaded/saved server version (null: never saved). */
  concurrencyToken: string | null;
  status: ProjectStatus;
  /** Where the project came from: the built-in default or the server. */
  source: 'default' | 'server';
  /** Unsaved changes since load or the last save. */
  dirty: boolean;
  saveStatus: SaveStatus;
  /** Translation key or server message of the last failed save. */
  saveError: string | null;
  /** Counts edits; a save only clears `dirty` when no edit happened while it ran. */
  editRevision: number;
  /**
   * Counts loaded projects (each load or new project adds one): the answer of a save that was
   * started for an earlier project is ignored.
   */
  loadId: number;
  /** The failed save is tried again automatically in this many ms (autosave back-off); else null. */
  saveRetryInMs: number | null;
  /** The offer to keep the anonymous project at sign-in; survives loading projects. */
  anonymousOffer: AnonymousProjectOffer;
}

export const PROJECT_SLICE = 'project' as const;

function stateFromProject(
  project: Project,
  source: ProjectState['source'],
  concurrencyToken: string | null,
  previous?: ProjectState,
): ProjectState {
  const calculations =
    project.calculationData.length > 0
      ? project.calculationData
      : [createDefaultCalculation({ isSelected: true })];
  return {
    projectId: project.projectId,
    name: project.name || DEFAULT_PROJECT_NAME,
    calculations: normaliseSelection(calculations),
    concurrencyToken,
    status: 'ready',
    source,
    dirty: false,
    saveStatus: 'idle',
    saveError: null,
    editRevision: 0,
    loadId: previous ? previous.loadId + 1 : 0,
    saveRetryInMs: null,
    anonymousOffer: previous?.anonymousOffer ?? NO_OFFER,
  };
}

/** Exactly one calculation flagged selected: the first flagged one, or else the first. */
function normaliseSelection(calculations: Calculation[]): Calculation[] {
  const index = Math.max(
    0,
    calculations.findIndex((c) => c.isSelected),
  );
  return calculations.map((c, i) => (c.isSelected === (i === index) ? c : { ...c, isSelected: i === index }));
}

export function createInitialProjectState(): ProjectState {
  return { ...stateFromProject(createDefaultProject(), 'default', null), status: 'idle' };
}

/** Index of the selected calculation in a (draft) state: flagged selected, or else 0; −1 when empty. */
export function selectedIndex(calculations: readonly Calculation[]): number {
  if (calculations.length === 0) return -1;
  const i = calculations.findIndex((c) => c.isSelected);
  return i >= 0 ? i : 0;
}

function selectedDraft(state: ProjectState): Calculation | undefined {
  return state.calculations[selectedIndex(state.calculations)];
}

function applyEquipment(calc: Calculation, equipment: Calculation['equipment']): void {
  calc.equipment = equipment;
  Object.assign(calc.equipmentDetails, defaultSizesFor(equipment));
  if (equipment !== Equipment.Pipe && equipment !== UNSET) {
    calc.equipmentDetails.allDiameter = false;
    calc.equipmentDetails.fromNominalSize = null;
    calc.equipmentDetails.fromDiameter = null;
    calc.equipmentDetails.toNominalSize = null;
    calc.equipmentDetails.toDiameter = null;
  }
}

/** Marks an edit. */
function touch(state: ProjectState): void {
  state.dirty = true;
  state.editRevision += 1;
}

/**
 * One edit of the selected calculation: a path of the schema (`mediumDetails.mediumTemperature`)
 * and a value of that field's type; a misspelt path or a wrong value type does not compile.
 */
export type FieldChange = CalculationFieldChange;

const projectSlice = createSlice({
  name: PROJECT_SLICE,
  initialState: createInitialProjectState,
  reducers: {
    /** Replaces the project (loaded from the server, or the default). */
    projectLoaded: {
      reducer: (
        state: ProjectState,
        action: PayloadAction<{
          project: Project;
          concurrencyToken: string | null;
          source: ProjectState['source'];
        }>,
      ) =>
        stateFromProject(
          action.payload.project,
          action.payload.source,
          action.payload.concurrencyToken,
          state,
        ),
      prepare: (
        project: Project,
        concurrencyToken: string | null = null,
        source: ProjectState['source'] = 'server',
      ) => ({
        payload: { project, concurrencyToken, source },
      }),
    },
    /** Loading the start project began. */
    projectLoading: (state: ProjectState) => {
      state.status = 'loading';
    },
    /** The default project with one default calculation (anonymous users, load failure). */
    defaultProjectUsed: {
      reducer: (state: ProjectState, action: PayloadAction<Project>) =>
        stateFromProject(action.payload, 'default', null, state),
      prepare: () => ({ payload: createDefaultProject() }),
    },
    projectRenamed: (state: ProjectState, action: PayloadAction<string>) => {
      state.name = action.payload;
      touch(state);
    },
    /** Appends a new default calculation, flagged new, and selects it. */
    calculationAdded: {
      reducer: (state: ProjectState, action: PayloadAction<Calculation>) => {
        for (const c of state.calculations) c.isSelected = false;
        state.calculations.push(action.payload);
        touch(state);
      },
      prepare: (options: { name?: string; calculationId?: string } = {}) => ({
        payload: createDefaultCalculation({
          calculationId: options.calculationId,
          name: options.name,
          isNew: true,
          isSelected: true,
        }),
      }),
    },
    /**
     * Appends a copy of the selected calculation under `name` (new ids for it and its layers),
     * flagged new, and selects it: comparing 50 with 80 mm changes one field, not ten.
     */
    calculationCopied: {
      reducer: (
        state: ProjectState,
        action: PayloadAction<{ name: string; calculationId: string; layerIds: string[] }>,
      ) => {
        const source = state.calculations.find((c) => c.isSelected) ?? state.calculations[0];
        if (!source) return;
        const { name, calculationId, layerIds } = action.payload;
        const copy: Calculation = {
          // A plain deep copy of the draft (a draft is a proxy: structuredClone refuses it).
          ...(JSON.parse(JSON.stringify(source)) as Calculation),
          calculationId,
          name,
          isNew: true,
          isSelected: true,
        };
        copy.insulationInfo = copy.insulationInfo.map((l, i) => ({
          ...l,
          insulationId: layerIds[i] ?? newId(),
        }));
        for (const c of state.calculations) c.isSelected = false;
        state.calculations.push(copy);
        touch(state);
      },
      prepare: (name: string) => ({
        payload: { name, calculationId: newId(), layerIds: [newId(), newId(), newId()] },
      }),
    },
    /** Removes a calculation; when it was the selected one, the first remaining one is selected. */
    calculationRemoved: (state: ProjectState, action: PayloadAction<string>) => {
      const index = state.calculations.findIndex((c) => c.calculationId === action.payload);
      if (index < 0) return;
      const wasSelected = selectedIndex(state.calculations) === index;
      state.calculations.splice(index, 1);
      if (wasSelected && state.calculations.length > 0) {
        state.calculations.forEach((c, i) => {
          c.isSelected = i === 0;
        });
      }
      touch(state);
    },
    /** Changes the name of the selected calculation. */
    calculationRenamed: (state: ProjectState, action: PayloadAction<string>) => {
      const calc = selectedDraft(state);
      if (!calc) return;
      calc.name = action.payload;
      touch(state);
    },
    calculationSelected: (state: ProjectState, action: PayloadAction<string>) => {
      if (!state.calculations.some((c) => c.calculationId === action.payload)) return;
      for (const c of state.calculations) c.isSelected = c.calculationId === action.payload;
    },
    /**
     * Sets one field of the selected calculation by its path. `equipment` applies that
     * equipment's default sizes (as equipmentChanged). The path is typed; an action from elsewhere
     * (devtools, an old persisted action) with an unknown path is still ignored.
     */
    calculationFieldChanged: (state: ProjectState, action: PayloadAction<FieldChange>) => {
      const calc = selectedDraft(state);
      if (!calc) return;
      const change = action.payload;
      const { path, value } = change;
      if (change.path === 'equipment') {
        if (change.value === UNSET || isEnumMember('Equipment', change.value))
          applyEquipment(calc, change.value);
        touch(state);
        return;
      }
      if (path === 'calculationId' || path === 'isSelected' || path === 'isNew') return;
      if (setByPath(calc, path, value)) touch(state);
    },
    saveStarted: (state: ProjectState) => {
      state.saveStatus = 'saving';
      state.saveError = null;
      state.saveRetryInMs = null;
    },
    /**
     * The server stored the project: keep its id and token. The new flags of the saved calculations
     * and the dirty flag are cleared unless the user edited while the save ran. Ignored when another
     * project was loaded meanwhile (`loadId`).
     */
    saveSucceeded: (
      state: ProjectState,
      action: PayloadAction<{
        projectId: string;
        concurrencyToken: string;
        editRevision?: number;
        savedCalculationIds?: string[];
        loadId?: number;
      }>,
    ) => {
      const { projectId, concurrencyToken, editRevision, savedCalculationIds, loadId } = action.payload;
      if (loadId !== undefined && loadId !== state.loadId) return;
      state.projectId = projectId;
      state.concurrencyToken = concurrencyToken;
      state.source = 'server';
      state.saveStatus = 'saved';
      state.saveError = null;
      state.saveRetryInMs = null;
      const saved = savedCalculationIds ? new Set(savedCalculationIds) : null;
      for (const c of state.calculations) if (!saved || saved.has(c.calculationId)) c.isNew = false;
      if (editRevision === undefined || editRevision === state.editRevision) state.dirty = false;
    },
    /** Someone else saved the project meanwhile (409). The local edits stay; autosave stops. */
    saveConflicted: {
      reducer: (state: ProjectState, action: PayloadAction<{ message: string | null; loadId?: number }>) => {
        if (action.payload.loadId !== undefined && action.payload.loadId !== state.loadId) return;
        state.saveStatus = 'conflict';
        state.saveError = action.payload.message;
        state.saveRetryInMs = null;
      },
      prepare: (message: string | null, loadId?: number) => ({ payload: { message, loadId } }),
    },
    saveFailed: {
      reducer: (state: ProjectState, action: PayloadAction<{ message: string | null; loadId?: number }>) => {
        if (action.payload.loadId !== undefined && action.payload.loadId !== state.loadId) return;
        state.saveStatus = 'error';
        state.saveError = action.payload.message;
        state.saveRetryInMs = null;
      },
      prepare: (message: string | null, loadId?: number) => ({ payload: { message, loadId } }),
    },
    /** The autosave tries the failed save again in `ms` (back-off). */
    saveRetryScheduled: (state: ProjectState, action: PayloadAction<number>) => {
      if (state.saveStatus === 'error') state.saveRetryInMs = action.payload;
    },
    /** A signed-in user's browser holds anonymous work: offer to keep it. */
    anonymousProjectOffered: (state: ProjectState, action: PayloadAction<Project>) => {
      state.anonymousOffer = { status: 'offered', project: action.payload, error: null };
    },
    anonymousProjectKeeping: (state: ProjectState) => {
      if (state.anonymousOffer.project) state.anonymousOffer.status = 'keeping';
      state.anonymousOffer.error = null;
    },
    /** Keeping failed: the local copy stays and the offer stands, with the error. */
    anonymousProjectKeepFailed: (state: ProjectState, action: PayloadAction<string>) => {
      if (!state.anonymousOffer.project) return;
      state.anonymousOffer.status = 'failed';
      state.anonymousOffer.error = action.payload;
    },
    /** Kept or discarded: the offer is over. */
    anonymousProjectSettled: (state: ProjectState) => {
      state.anonymousOffer = NO_OFFER;
    },
    /** Decided later: not asked again until the next start; the local copy stays. */
    anonymousProjectPostponed: (state: ProjectState) => {
      state.anonymousOffer = { status: 'postponed', project: null, error: null };
    },
  },
});

export const projectActions = projectSlice.actions;
export const projectReducer = projectSlice.reducer;
export { projectSlice };
