/**
 * Choosing an insulation product for a layer: the field changes it makes (product, its type, a
 * starting thickness), and the product the configurator suggests while a calculation has none.
 */
import { effectiveEnums } from '../domain/defaults';
import type { Calculation } from '../domain/types';
import { fieldChange, type CalculationFieldChange as FieldChange } from '@insulcalc/api-schema';
import {
  defaultThickness,
  productsForPicker,
  type ConfiguratorCodeLists,
  type ProductItem,
} from './codeLists';

/** The changes for choosing `product` (or none) for the layer at `index`. */
export function productChoiceChanges(
  calculation: Calculation,
  index: number,
  product: ProductItem | undefined,
): FieldChange[] {
  const layer = calculation.insulationInfo[index];
  if (!layer) return [];
  const base = `insulationInfo.${index}` as const;
  const changes: FieldChange[] = [fieldChange(`${base}.insulationProductId`, product ? product.id : null)];
  if (product?.productTypeId)
    changes.push(fieldChange(`${base}.insulationProductTypeId`, product.productTypeId));
  if (product && layer.insulationThickness === null)
    changes.push(fieldChange(`${base}.insulationThickness`, defaultThickness(product)));
  return changes;
}

/**
 * The product to suggest for a calculation whose first layer has none: the first of the picker's
 * order (recommended first) that suits the equipment and whose temperature range holds the
 * medium temperature; null when none does or a product is already chosen.
 */
export function suggestedProduct(lists: ConfiguratorCodeLists, calculation: Calculation): ProductItem | null {
  const layer = calculation.insulationInfo[0];
  if (!layer || layer.insulationProductId !== null) return null;
  const temperature = calculation.mediumDetails.mediumTemperature;
  const fits = (p: ProductItem) =>
    temperature === null ||
    ((p.minTemperature === undefined || p.minTemperature === null || p.minTemperature <= temperature) &&
      (p.maxTemperature === undefined || p.maxTemperature === null || temperature <= p.maxTemperature));
  return productsForPicker(lists, null, effectiveEnums(calculation).equipment).find(fits) ?? null;
}
