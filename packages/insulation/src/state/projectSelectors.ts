import { createSelector } from '@reduxjs/toolkit';
import { fieldApplicability } from '../domain/applicability';
import { effectiveEnums } from '../domain/defaults';
import { toStoredCalculations } from '../domain/stored';
import { validateCalculation } from '../domain/validation';
import type { Calculation, Project } from '../domain/types';
import { selectedIndex, type ProjectState } from './projectSlice';

/** The part of the root state these selectors read. */
export interface ProjectRootState {
  project: ProjectState;
}

export const selectProjectState = (state: ProjectRootState): ProjectState => state.project;
export const selectProjectId = (state: ProjectRootState) => state.project.projectId;
export const selectProjectName = (state: ProjectRootState) => state.project.name;
export const selectCalculations = (state: ProjectRootState) => state.project.calculations;
export const selectProjectStatus = (state: ProjectRootState) => state.project.status;
export const selectProjectDirty = (state: ProjectRootState) => state.project.dirty;
export const selectSaveStatus = (state: ProjectRootState) => state.project.saveStatus;
export const selectSaveError = (state: ProjectRootState) => state.project.saveError;

/** The selected calculation: the one flagged selected, or else the first; null when there is none. */
export const selectSelectedCalculation = (state: ProjectRootState): Calculation | null =>
  state.project.calculations[selectedIndex(state.project.calculations)] ?? null;

export const selectSelectedCalculationId = (state: ProjectRootState): string | null =>
  selectSelectedCalculation(state)?.calculationId ?? null;

/** Effective enumerations of the selected calculation (0 → default, see decision 0001). */
export const selectSelectedEffectiveEnums = createSelector([selectSelectedCalculation], (c) =>
  c ? effectiveEnums(c) : null,
);

/** Which fields of the selected calculation apply (path → boolean); the UI hides the others. */
export const selectSelectedApplicability = createSelector([selectSelectedCalculation], (c) =>
  c ? fieldApplicability(c) : {},
);

/** Validation errors of the selected calculation (translation keys with field paths). */
export const selectSelectedValidation = createSelector([selectSelectedCalculation], (c) =>
  c ? validateCalculation(c) : [],
);

/** The project in domain form. */
export const selectProject = createSelector(
  [selectProjectId, selectProjectName, selectCalculations],
  (projectId, name, calculationData): Project => ({ projectId, name, calculationData }),
);

/** The body of a save (PUT api/v1/project/{id} or POST api/v1/project). */
export const selectProjectSaveBody = createSelector(
  [selectProjectName, selectCalculations, (s: ProjectRootState) => s.project.concurrencyToken],
  (name, calculations, concurrencyToken) => ({
    name,
    calculationData: toStoredCalculations(calculations),
    concurrencyToken,
  }),
);
