// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectActions as a, projectReducer, type ProjectState } from './projectSlice';
import { selectSelectedCalculation } from './projectSelectors';

type Op =
  | { kind: 'add' }
  | { kind: 'remove'; pick: number }
  | { kind: 'select'; pick: number }
  | { kind: 'rename'; name: string };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ kind: 'add' }),
  fc.nat(20).map<Op>((pick) => ({ kind: 'remove', pick })),
  fc.nat(20).map<Op>((pick) => ({ kind: 'select', pick })),
  fc.string({ maxLength: 10 }).map<Op>((name) => ({ kind: 'rename', name })),
);

describe('project slice invariants (property)', () => {
  it('at most one calculation is flagged selected, and the selection follows the spec rules', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let state: ProjectState = projectReducer(undefined, { type: '@@init' });
        for (const op of ops) {
          const before = state;
          const ids = before.calculations.map((c) => c.calculationId);
          const selectedBefore = selectSelectedCalculation({ project: before });
          if (op.kind === 'add') {
            state = projectReducer(state, a.calculationAdded());
            const last = state.calculations.at(-1)!;
            expect(state.calculations).toHaveLength(before.calculations.length + 1);
            expect(last.isNew && last.isSelected).toBe(true);
            expect(selectSelectedCalculation({ project: state })!.calculationId).toBe(last.calculationId);
          } else if (op.kind === 'remove' && ids.length > 0) {
            const id = ids[op.pick % ids.length]!;
            state = projectReducer(state, a.calculationRemoved(id));
            expect(state.calculations.map((c) => c.calculationId)).toEqual(ids.filter((x) => x !== id));
            const now = selectSelectedCalculation({ project: state });
            if (selectedBefore!.calculationId === id)
              expect(now?.calculationId ?? null).toBe(state.calculations[0]?.calculationId ?? null);
            else expect(now!.calculationId).toBe(selectedBefore!.calculationId);
          } else if (op.kind === 'select' && ids.length > 0) {
            const id = ids[op.pick % ids.length]!;
            state = projectReducer(state, a.calculationSelected(id));
            expect(selectSelectedCalculation({ project: state })!.calculationId).toBe(id);
          } else if (op.kind === 'rename' && ids.length > 0) {
            state = projectReducer(state, a.calculationRenamed(op.name));
            const now = selectSelectedCalculation({ project: state })!;
            expect(now.calculationId).toBe(selectedBefore!.calculationId);
            expect(now.name).toBe(op.name);
            expect(state.calculations.filter((c) => c.calculationId !== now.calculationId)).toEqual(
              before.calculations.filter((c) => c.calculationId !== now.calculationId),
            );
          }
          expect(state.calculations.filter((c) => c.isSelected).length).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 200 },
    );
  });
});
