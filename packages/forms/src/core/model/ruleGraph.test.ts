import { describe, expect, it } from 'vitest';
import { RuleGraph } from './ruleGraph';

describe('RuleGraph', () => {
  it('walks to the readers of a change, follows changed computed values, and stops on cycles', () => {
    const graph = new RuleGraph();
    graph.add('Total', { value: { '+': [{ var: 'Price' }, { var: 'Tax' }] } });
    graph.add('Shown', { visible: { '>': [{ var: 'Total' }, 0] } });
    graph.add('A', { value: { var: 'B' } });
    graph.add('B', { value: { var: 'A' } });
    expect([...graph.readersOf('Price')]).toEqual(['Total']);
    const visited: string[] = [];
    const touched = graph.propagate('Price', 20, (reader) => {
      visited.push(reader);
      return reader === 'Total';
    });
    expect([...touched]).toEqual(['Price', 'Total', 'Shown']);
    expect(visited).toEqual(['Total', 'Shown']);
    let steps = 0;
    graph.propagate('A', 6, () => {
      steps += 1;
      return true;
    });
    expect(steps).toBe(6);
    expect(graph.propagate('Price', 20, () => undefined)).toEqual(new Set(['Price']));
    graph.clear();
    expect(graph.readersOf('Price').size).toBe(0);
  });
});
