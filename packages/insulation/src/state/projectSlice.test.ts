// @vitest-environment node
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createDefaultCalculation, createDefaultProject, defaultSizesFor } from '../domain/defaults';
import { Equipment } from '../domain/enums';
import type { Project } from '../domain/types';
import { projectActions as a, projectReducer, type FieldChange } from './projectSlice';
import {
  selectCalculations,
  selectProjectSaveBody,
  selectSelectedCalculation,
  selectSelectedCalculationId,
} from './projectSelectors';

function store() {
  return configureStore({ reducer: { project: projectReducer } });
}

function project(n: number, selected = -1): Project {
  return {
    projectId: 'p1',
    name: 'P',
    calculationData: Array.from({ length: n }, (_, i) =>
      createDefaultCalculation({ calculationId: `c${i}`, name: `C${i}`, isSelected: i === selected }),
    ),
  };
}

describe('project slice: initial state', () => {
  it('is the default project with one selected default calculation', () => {
    const s = store().getState();
    expect(s.project.name).toBe('Default project');
    expect(s.project.projectId).toBeNull();
    expect(s.project.calculations).toHaveLength(1);
    expect(s.project.calculations[0]!.isSelected).toBe(true);
    expect(s.project.source).toBe('default');
    expect(s.project.dirty).toBe(false);
  });
});

describe('selected calculation', () => {
  it('is the one flagged selected', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(3, 2)));
    expect(selectSelectedCalculationId(s.getState())).toBe('c2');
  });
  it('is the first when none is flagged (and the load normalises the flag)', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(3)));
    expect(selectSelectedCalculationId(s.getState())).toBe('c0');
    expect(selectCalculations(s.getState()).map((c) => c.isSelected)).toEqual([true, false, false]);
  });
  it('select flags exactly one; an unknown id changes nothing', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(3)));
    s.dispatch(a.calculationSelected('c1'));
    expect(selectCalculations(s.getState()).map((c) => c.isSelected)).toEqual([false, true, false]);
    s.dispatch(a.calculationSelected('nope'));
    expect(selectSelectedCalculationId(s.getState())).toBe('c1');
  });
  it('a loaded project without calculations gets one default calculation', () => {
    const s = store();
    s.dispatch(a.projectLoaded({ projectId: 'p', name: 'X', calculationData: [] }));
    expect(selectCalculations(s.getState())).toHaveLength(1);
    expect(selectSelectedCalculation(s.getState())!.name).toBe('Calculation');
  });
});

describe('add', () => {
  it('appends a new default calculation flagged new and selects it', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(2)));
    s.dispatch(a.calculationAdded());
    const calcs = selectCalculations(s.getState());
    expect(calcs).toHaveLength(3);
    const added = calcs[2]!;
    expect(added.isNew).toBe(true);
    expect(added.isSelected).toBe(true);
    expect(added.name).toBe('Calculation');
    expect(calcs.filter((c) => c.isSelected)).toHaveLength(1);
    expect(selectSelectedCalculationId(s.getState())).toBe(added.calculationId);
    expect(added.equipmentDetails.diameter).toBe(60.3);
    expect(s.getState().project.dirty).toBe(true);
  });
});

describe('remove', () => {
  it('removes a calculation that is not selected; selection unchanged', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(3, 2)));
    s.dispatch(a.calculationRemoved('c0'));
    expect(selectCalculations(s.getState()).map((c) => c.calculationId)).toEqual(['c1', 'c2']);
    expect(selectSelectedCalculationId(s.getState())).toBe('c2');
  });
  it('removing the selected one selects the first remaining', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(3, 1)));
    s.dispatch(a.calculationRemoved('c1'));
    expect(selectCalculations(s.getState()).map((c) => [c.calculationId, c.isSelected])).toEqual([
      ['c0', true],
      ['c2', false],
    ]);
  });
  it('removing the first (implicitly selected) one selects the next first', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(2)));
    s.dispatch(a.calculationRemoved('c0'));
    expect(selectSelectedCalculationId(s.getState())).toBe('c1');
  });
  it('removing the last one leaves no selection; unknown id is ignored', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(1)));
    s.dispatch(a.calculationRemoved('zz'));
    expect(selectCalculations(s.getState())).toHaveLength(1);
    s.dispatch(a.calculationRemoved('c0'));
    expect(selectSelectedCalculation(s.getState())).toBeNull();
  });
});

describe('rename', () => {
  it('changes the name of the selected calculation only', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(3, 1)));
    s.dispatch(a.calculationRenamed('Boiler room'));
    expect(selectCalculations(s.getState()).map((c) => c.name)).toEqual(['C0', 'Boiler room', 'C2']);
  });
  it('project rename', () => {
    const s = store();
    s.dispatch(a.projectRenamed('Plant 2'));
    expect(s.getState().project.name).toBe('Plant 2');
  });
});

describe('update a field by path', () => {
  it('changes the selected calculation only', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(2, 1)));
    s.dispatch(a.calculationFieldChanged({ path: 'mediumDetails.mediumTemperature', value: 150 }));
    s.dispatch(a.calculationFieldChanged({ path: 'insulationInfo.0.insulationThickness', value: 40 }));
    const [c0, c1] = selectCalculations(s.getState());
    expect(c1!.mediumDetails.mediumTemperature).toBe(150);
    expect(c1!.insulationInfo[0]!.insulationThickness).toBe(40);
    expect(c0!.mediumDetails.mediumTemperature).toBe(100);
    expect(s.getState().project.dirty).toBe(true);
  });
  it('ignores unknown paths, prototype paths and identity fields', () => {
    const s = store();
    s.dispatch(a.projectLoaded(project(1)));
    const before = s.getState().project;
    // Typed paths make these impossible in code; an action from outside (devtools, an old
    // persisted action) can still carry them.
    const untyped = (path: string, value: unknown) => ({ path, value }) as unknown as FieldChange;
    // @ts-expect-error not a field of the schema
    s.dispatch(a.calculationFieldChanged({ path: 'mediumDetails.nope', value: 1 }));
    s.dispatch(a.calculationFieldChanged(untyped('__proto__.polluted', 1)));
    s.dispatch(a.calculationFieldChanged({ path: 'calculationId', value: 'x' }));
    expect(s.getState().project).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('equipment via path applies that equipment default sizes', () => {
    const s = store();
    s.dispatch(a.calculationFieldChanged({ path: 'equipment', value: Equipment.Tank }));
    const c = selectSelectedCalculation(s.getState())!;
    expect(c.equipment).toBe(Equipment.Tank);
    expect(c.equipmentDetails).toMatchObject(defaultSizesFor(Equipment.Tank));
  });
});

describe('change equipment', () => {
  it.each([Equipment.Pipe, Equipment.Wall, Equipment.Vessel, Equipment.Duct, Equipment.Tank])(
    'applies the default sizes of %i and keeps material data',
    (eq) => {
      const s = store();
      s.dispatch(a.calculationFieldChanged({ path: 'equipmentDetails.materialDensity', value: 8000 }));
      s.dispatch(a.calculationFieldChanged({ path: 'equipmentDetails.diameter', value: 99 }));
      s.dispatch(a.calculationFieldChanged({ path: 'equipment', value: eq }));
      const c = selectSelectedCalculation(s.getState())!;
      expect(c.equipment).toBe(eq);
      expect(c.equipmentDetails).toMatchObject(defaultSizesFor(eq));
      expect(c.equipmentDetails.materialDensity).toBe(8000);
    },
  );
});

describe('save state', () => {
  it('success clears new flags and dirty; conflict keeps the edits', () => {
    const s = store();
    s.dispatch(a.calculationAdded());
    s.dispatch(a.saveStarted());
    expect(s.getState().project.saveStatus).toBe('saving');
    s.dispatch(a.saveSucceeded({ projectId: 'p9', concurrencyToken: 't1' }));
    expect(s.getState().project).toMatchObject({
      projectId: 'p9',
      concurrencyToken: 't1',
      dirty: false,
      saveStatus: 'saved',
      source: 'server',
    });
    expect(selectCalculations(s.getState()).every((c) => !c.isNew)).toBe(true);
    s.dispatch(a.calculationRenamed('X'));
    s.dispatch(a.saveConflicted('Project_SaveConflict'));
    expect(s.getState().project).toMatchObject({
      saveStatus: 'conflict',
      saveError: 'Project_SaveConflict',
      dirty: true,
    });
    expect(selectSelectedCalculation(s.getState())!.name).toBe('X');
  });
  it('an answer for a project that is no longer loaded is ignored (loadId)', () => {
    const s = store();
    s.dispatch(a.calculationRenamed('Old project edit'));
    const before = s.getState().project.loadId;
    s.dispatch(a.defaultProjectUsed());
    expect(s.getState().project.loadId).toBe(before + 1);
    s.dispatch(a.saveSucceeded({ projectId: 'p9', concurrencyToken: 't1', loadId: before }));
    s.dispatch(a.saveFailed('Lost', before));
    s.dispatch(a.saveConflicted('Conflict', before));
    expect(s.getState().project).toMatchObject({
      projectId: null,
      concurrencyToken: null,
      saveStatus: 'idle',
    });
    s.dispatch(a.saveFailed('Network down.', s.getState().project.loadId));
    s.dispatch(a.saveRetryScheduled(2000));
    expect(s.getState().project).toMatchObject({ saveStatus: 'error', saveRetryInMs: 2000 });
    s.dispatch(a.saveStarted());
    expect(s.getState().project.saveRetryInMs).toBeNull();
  });
  it('the offer to keep the anonymous project survives loading projects until it is answered', () => {
    const s = store();
    const local = createDefaultProject();
    local.name = 'Boiler room';
    s.dispatch(a.anonymousProjectOffered(local));
    s.dispatch(a.defaultProjectUsed());
    expect(s.getState().project.anonymousOffer).toMatchObject({ status: 'offered', error: null });
    s.dispatch(a.anonymousProjectKeeping());
    s.dispatch(a.anonymousProjectKeepFailed('Database away.'));
    expect(s.getState().project.anonymousOffer).toMatchObject({ status: 'failed', error: 'Database away.' });
    expect(s.getState().project.anonymousOffer.project!.name).toBe('Boiler room');
    s.dispatch(a.anonymousProjectSettled());
    expect(s.getState().project.anonymousOffer).toEqual({ status: 'none', project: null, error: null });
  });
  it('the save body is the stored (flat) form with the token', () => {
    const s = store();
    const body = selectProjectSaveBody(s.getState());
    expect(body.name).toBe('Default project');
    expect(body.concurrencyToken).toBeNull();
    expect(body.calculationData[0]).toMatchObject({
      equipmentDiameter: 60.3,
      emissionFactor: 202,
      subconstructionEnabled: false,
    });
    expect(body.calculationData[0]).not.toHaveProperty('isNew');
  });
});
