import { describe, expect, it } from 'vitest';
import { CLASS_TABLES, EN12828_CLASSES, EN17956_CLASSES, classLimit, classify } from './insulation-classes';
import { Standard } from '../enums';

describe('insulation class tables', () => {
  it('every table has a source and status; EN 17956 is provisional', () => {
    for (const t of Object.values(CLASS_TABLES)) {
      expect(t.source.length).toBeGreaterThan(0);
      expect(t.status.length).toBeGreaterThan(0);
    }
    expect(CLASS_TABLES[Standard.EN17956].provisional).toBe(true);
    expect(CLASS_TABLES[Standard.EN12828].provisional).toBe(false);
  });
  it('limits get stricter along each table', () => {
    for (const t of Object.values(CLASS_TABLES)) {
      for (const list of [t.pipe, t.plane ?? []]) {
        for (let i = 1; i < list.length; i++) {
          expect(classLimit(list[i]!, 0.1)).toBeLessThan(classLimit(list[i - 1]!, 0.1));
        }
      }
    }
  });
  it('EN 12828: U_max = a·D + b', () => {
    const c4 = EN12828_CLASSES.pipe.find((l) => l.class === 4)!;
    expect(classLimit(c4, 0.0603)).toBeCloseTo(1.5 * 0.0603 + 0.16, 12);
  });
  it('classify picks the strictest class met, or null', () => {
    const D = 0.0603;
    expect(classify(EN12828_CLASSES.pipe, 0.21, D)?.class).toBe(4); // class 4: 0.2505 ≥ 0.21 > 0.2063 (class 5)
    expect(classify(EN12828_CLASSES.pipe, 0.1, D)?.class).toBe(6);
    expect(classify(EN12828_CLASSES.pipe, 1, D)).toBeNull();
    expect(classify(EN17956_CLASSES.pipe, 0.1, D)?.label).toBe('A');
  });
});
