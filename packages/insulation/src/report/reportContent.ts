/**
 * What the PDF report says, independent of the PDF library: the inputs of the calculation as
 * labelled, formatted rows per group (only the fields that apply), plus the results rows the
 * results panel shows and the chart's series.
 */
import type { FigureTable, ResultRow, ResultSection } from '../components/resultRows';
import type { Ui } from '../components/uiCore';
import { nominalSizeLabel, type Units } from '../components/units';
import { SIZE_TABLES } from '@insulcalc/thermal';
import { isFieldApplicable } from '../domain/applicability';
import { effectiveEnums } from '../domain/defaults';
import { ThicknessType, enumLabelKey } from '../domain/enums';
import type { Calculation } from '../domain/types';
import type { ConfiguratorCodeLists } from '../configurator/codeLists';
import type { ThicknessPoint } from '../configurator/compute';
import { ownSurfaceEmissivity } from '../configurator/ownSurface';
import {
  GROUPS,
  NUMBER_FIELDS,
  SUBCONSTRUCTION_FIELDS,
  fieldLabel,
  getPath,
  type GroupId,
} from '../configurator/fields';

export interface ReportData {
  ui: Ui;
  projectName: string;
  calculation: Calculation;
  codeLists: ConfiguratorCodeLists;
  /** The results panel's sections (and the size range), formatted. */
  sections: ResultSection[];
  /** The headline heat-loss figure; null when the calculation has errors. */
  headline: ResultRow | null;
  /** The engine's errors, translated (beside-field ones first). */
  errors: string[];
  /** Heat loss and surface temperature against the primary layer's thickness (the chart). */
  thickness: ThicknessPoint[];
  /** The calculated thickness of the primary layer (marked in the chart), mm. */
  selectedThickness: number | null;
  /** Heat loss per metre (W/m: pipes, ducts) or of the whole object (W). */
  perMetre: boolean;
  date: Date;
  /** IANA time zone of the reader (the date's time); default UTC. */
  timeZone?: string;
  /** Vessels and tanks: the figures per part; null for objects of one part. */
  parts?: FigureTable | null;
  /** The economic thickness and its cost table, when computed. */
  economic?: ResultSection | null;
  economicTable?: FigureTable | null;
}

export interface InputGroup {
  id: GroupId;
  title: string;
  rows: ResultRow[];
}

const GROUP_TITLES: Record<GroupId, string> = {
  object: 'Insulation_Group_Object',
  medium: 'Insulation_Group_Medium',
  ambient: 'Insulation_Group_Ambient',
  insulation: 'Insulation_Group_Insulation',
  operation: 'Insulation_Group_Operation',
  economics: 'Insulation_Group_Economics',
};

/** A nominal size as "DN 50" (pipes named by DN; "NPS 2" in imperial) or the tube's outer diameter. */
function sizeText(c: Calculation, nominalSize: number | null, units: Units): string {
  if (nominalSize === null) return '–';
  const table = SIZE_TABLES[effectiveEnums(c).material];
  return table?.nominalSizeMeaning === 'DN' ? nominalSizeLabel(nominalSize, units) : String(nominalSize);
}

export function reportInputs({
  ui,
  calculation: c,
  codeLists,
  selectedThickness,
}: Pick<ReportData, 'ui' | 'calculation' | 'codeLists'> &
  Partial<Pick<ReportData, 'selectedThickness'>>): InputGroup[] {
  const { t } = ui;
  const e = effectiveEnums(c);
  const byGroup: Record<GroupId, ResultRow[]> = {
    object: [],
    medium: [],
    ambient: [],
    insulation: [],
    operation: [],
    economics: [],
  };
  const add = (group: GroupId, id: string, label: string, value: string, unit = '') =>
    byGroup[group].push({ id, label, value, unit });
  const name = (items: readonly { id: number; name?: string }[], id: number | null) =>
    id === null ? t('Insulation_Common_None') : (items.find((i) => i.id === id)?.name ?? String(id));

  add('object', 'equipment', t('Insulation_Enum_Equipment'), t(enumLabelKey('Equipment', e.equipment)));
  if (isFieldApplicable(c, 'orientation'))
    add(
      'object',
      'orientation',
      t('Insulation_Enum_Orientation'),
      t(enumLabelKey('Orientation', e.orientation)),
    );
  add('object', 'material', t('Insulation_Enum_Material'), t(enumLabelKey('Material', e.material)));
  if (
    isFieldApplicable(c, 'equipmentDetails.nominalSize') &&
    c.equipmentDetails.nominalSize !== null &&
    !c.equipmentDetails.allDiameter
  ) {
    add(
      'object',
      'nominalSize',
      t('Insulation_Field_NominalSize'),
      sizeText(c, c.equipmentDetails.nominalSize, ui.units),
    );
  }
  if (isFieldApplicable(c, 'equipmentDetails.fromNominalSize')) {
    add(
      'object',
      'range',
      t('Insulation_Field_AllDiameter'),
      `${sizeText(c, c.equipmentDetails.fromNominalSize, ui.units)} … ${sizeText(c, c.equipmentDetails.toNominalSize, ui.units)}`,
    );
  }
  if (isFieldApplicable(c, 'mediumDetails.medium'))
    add('medium', 'medium', t('Insulation_Field_Medium'), name(codeLists.mediums, c.mediumDetails.medium));
  add(
    'ambient',
    'ambientLocation',
    t('Insulation_Enum_AmbientLocation'),
    t(enumLabelKey('AmbientLocation', e.ambientLocation)),
  );
  add(
    'operation',
    'calculationType',
    t('Insulation_Enum_CalculationType'),
    t(enumLabelKey('CalculationType', e.calculationType)),
  );
  add(
    'operation',
    'thicknessType',
    t('Insulation_Enum_ThicknessType'),
    t(enumLabelKey('ThicknessType', e.insulationThicknessType)),
  );
  if (isFieldApplicable(c, 'calculationTypes.insulationTimeOrTemperatureType')) {
    add(
      'operation',
      'timeOrTemperature',
      t('Insulation_Enum_TimeOrTemperature'),
      t(enumLabelKey('TimeOrTemperature', e.insulationTimeOrTemperatureType)),
    );
  }
  if (isFieldApplicable(c, 'calculationTypes.standardType'))
    add('operation', 'standard', t('Insulation_Enum_Standard'), t(enumLabelKey('Standard', e.standardType)));
  if (isFieldApplicable(c, 'operatingConditions.fuelTypeId'))
    add(
      'economics',
      'fuel',
      t('Insulation_Field_FuelType'),
      name(codeLists.fuelTypes, c.operatingConditions.fuelTypeId),
    );

  // Calculating the thickness, the primary layer's field is no input: the inputs name the
  // calculated thickness (or that it is calculated), never the field's stale value.
  const calculated = e.insulationThicknessType === ThicknessType.CalculateThickness;
  c.insulationInfo.forEach((layer, i) => {
    const product = codeLists.products.find((p) => p.id === layer.insulationProductId);
    const label = t(i === 0 ? 'Insulation_Layer_Primary' : 'Insulation_Layer_Secondary');
    const given = calculated && i === 0 ? (selectedThickness ?? null) : layer.insulationThickness;
    const shown = ui.measure(given, 'mm', 0);
    const thickness =
      calculated && i === 0
        ? ` · ${t('Insulation_Report_CalculatedThickness', { known: given === null ? 'no' : 'yes', thickness: `${shown.value} ${shown.unit}` })}`
        : given === null
          ? ''
          : ` · ${shown.value} ${shown.unit}`;
    add(
      'insulation',
      `layer${i}`,
      label,
      product ? `${product.name}${thickness}` : t('Insulation_Field_NoInsulation'),
    );
  });
  if (isFieldApplicable(c, 'surface.surfaceMaterialId'))
    add(
      'insulation',
      'surface',
      t('Insulation_Field_Surface'),
      name(codeLists.surfaceTypes, c.surface.surfaceMaterialId),
    );
  if (c.subconstruction.subconstructionEnabled && isFieldApplicable(c, 'subconstruction.thermalBridgeId')) {
    add(
      'insulation',
      'bridge',
      t('Insulation_Field_SubconstructionType'),
      name(codeLists.subconstructionTypes, c.subconstruction.thermalBridgeId),
    );
  }

  for (const def of [...NUMBER_FIELDS, ...SUBCONSTRUCTION_FIELDS]) {
    if (!isFieldApplicable(c, def.path)) continue;
    // As on screen: the product's own surface is used, so the field's value is no input.
    if (def.path === 'surface.surfaceEmissivity' && ownSurfaceEmissivity(c, codeLists.products) !== null)
      continue;
    if (
      c.equipmentDetails.allDiameter &&
      isFieldApplicable(c, 'equipmentDetails.fromNominalSize') &&
      (def.path === 'equipmentDetails.diameter' || def.path === 'equipmentDetails.wallThickness')
    )
      continue;
    const value = getPath(c, def.path);
    if (typeof value !== 'number') continue;
    // In the reader's units, as the field shows it (a converted value: six significant digits).
    const si = def.unit?.(c) ?? '';
    const converted = ui.units.unit(si) !== si;
    const shown = converted ? Number(ui.units.toShown(value, si).toPrecision(6)) : value;
    byGroup[def.group].push({
      id: def.path,
      label: t(fieldLabel(def, c)),
      value: ui.formatInput(shown),
      unit: ui.units.unit(si),
      number: shown,
    });
  }
  return GROUPS.map((id) => ({ id, title: t(GROUP_TITLES[id]), rows: byGroup[id] })).filter(
    (g) => g.rows.length > 0,
  );
}

/**
 * λ(θ) of every product the calculation uses: the catalogue's points (mean temperature, λ), in the
 * reader's units, with the product's temperature range. The engine interpolates linearly between
 * them; the results list λ at each layer's own mean temperature.
 */
export function productConductivityTables(
  data: Pick<ReportData, 'ui' | 'calculation' | 'codeLists'>,
): FigureTable[] {
  const { ui, calculation, codeLists } = data;
  const { t } = ui;
  const ids = [...new Set(calculation.insulationInfo.map((l) => l.insulationProductId))].filter(
    (id): id is number => id !== null,
  );
  return ids.flatMap((id) => {
    const product = codeLists.products.find((p) => p.id === id);
    if (!product || product.conductivity.length === 0) return [];
    const range =
      typeof product.minTemperature === 'number' || typeof product.maxTemperature === 'number'
        ? t('Insulation_Report_ProductRange', {
            min: ui.measure(product.minTemperature, '°C', 0).value,
            max: ui.measure(product.maxTemperature, '°C', 0).value,
            unit: ui.units.unit('°C'),
          })
        : '';
    return [
      {
        id: `lambda${id}`,
        title: `${t('Insulation_Report_LambdaTable', { product: product.name })}${range ? ` · ${range}` : ''}`,
        header: [
          `${t('Insulation_Report_MeanTemperature')} (${ui.units.unit('°C')})`,
          `λ (${ui.units.unit('W/(m·K)')})`,
        ],
        rows: product.conductivity.map(([theta, lambda], i) => ({
          id: `p${i}`,
          cells: [ui.measure(theta, '°C', 0).value, ui.measure(lambda, 'W/(m·K)', 4).value],
        })),
      },
    ];
  });
}

/** The report's notes: the method and standards the figures follow, the units, the disclaimer. */
export function reportNotes(data: Pick<ReportData, 'ui' | 'calculation'> & { economic?: boolean }): string[] {
  const { ui, calculation } = data;
  const { t } = ui;
  const e = effectiveEnums(calculation);
  const notes = [
    t('Insulation_Report_Method', {
      method:
        e.surfaceCoefficientMethod === 3
          ? 'given'
          : e.surfaceCoefficientMethod === 2
            ? 'simplified'
            : 'correlations',
      h: ui.measure(calculation.calculationTypes.surfaceCoefficient ?? 0, 'W/(m²·K)', 2).value,
    }),
  ];
  if (isFieldApplicable(calculation, 'calculationTypes.standardType'))
    notes.push(
      t('Insulation_Report_ClassStandard', { standard: t(enumLabelKey('Standard', e.standardType)) }),
    );
  if (data.economic) notes.push(t('Insulation_Report_EconomicMethod'));
  notes.push(
    t(ui.units.system === 'imperial' ? 'Insulation_Report_UnitsImperial' : 'Insulation_Report_UnitsSI'),
  );
  notes.push(t('Insulation_Report_Disclaimer'));
  return notes;
}
