import {
  createDefaultCalculation,
  toStoredCalculation,
  type Calculation,
  type StoredCalculation,
} from '@insulcalc/insulation/report';

/**
 * An insulated steel pipe DN 50 (seed product 1, mineral wool pipe section, 50 mm) as the stored
 * (flat, spec §3) calculation the API takes; `change` edits the domain model first.
 */
export function storedPipe(name: string, change?: (calculation: Calculation) => void): StoredCalculation {
  const calculation = createDefaultCalculation();
  calculation.name = name;
  calculation.insulationInfo[0] = {
    ...calculation.insulationInfo[0]!,
    insulationProductTypeId: 1,
    insulationProductId: 1,
    insulationThickness: 50,
  };
  change?.(calculation);
  return toStoredCalculation(calculation);
}
