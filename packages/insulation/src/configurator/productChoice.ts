/**
 * The product the configurator suggests while a calculation has none (choosing one is
 * `productChoice` in domain/choices).
 */
import { effectiveEnums } from '../domain/defaults';
import type { Calculation } from '../domain/types';
import { productsForPicker, type ConfiguratorCodeLists, type ProductItem } from './codeLists';

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
