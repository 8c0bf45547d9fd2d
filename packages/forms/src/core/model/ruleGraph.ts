import { ruleVariables } from '../rules/ruleVariables';

/**
 * Which fields' rules read which field (spec §5: visible/readonly/required/value rules over other
 * fields), and the breadth-first walk that recomputes the readers after a change.
 */
export class RuleGraph {
  private readonly readers = new Map<string, Set<string>>();

  clear(): void {
    this.readers.clear();
  }

  /** Records that `element`'s rules read each variable they name. */
  add(element: string, rules: Readonly<Record<string, unknown>> | undefined): void {
    for (const rule of Object.values(rules ?? {}))
      for (const name of ruleVariables(rule)) {
        let readers = this.readers.get(name);
        if (!readers) this.readers.set(name, (readers = new Set()));
        readers.add(element);
      }
  }

  readersOf(source: string): ReadonlySet<string> {
    return this.readers.get(source) ?? EMPTY;
  }

  /**
   * Walks from `changed` to the fields whose rules read it. `recompute` answers whether a reader's
   * own value changed (its readers are then visited too) or `undefined` for a field that is gone.
   * At most `maxSteps` sources are visited, so a cycle of computed values ends. Returns every
   * field that was recomputed, `changed` included.
   */
  propagate(
    changed: string,
    maxSteps: number,
    recompute: (reader: string) => boolean | undefined,
  ): Set<string> {
    const queue = [changed];
    const touched = new Set<string>([changed]);
    let steps = 0;
    while (queue.length > 0 && steps < maxSteps) {
      steps += 1;
      const source = queue.shift()!;
      for (const reader of this.readersOf(source)) {
        const valueChanged = recompute(reader);
        if (valueChanged === undefined) continue;
        touched.add(reader);
        if (valueChanged) queue.push(reader);
      }
    }
    return touched;
  }
}

const EMPTY: ReadonlySet<string> = new Set();
