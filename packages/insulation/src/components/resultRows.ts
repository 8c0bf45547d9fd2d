/**
 * The results of one calculation as labelled, formatted rows in sections. The results panel and
 * the PDF report both render these, so the report shows exactly the figures on screen.
 */
import type { PartName, ThermalResult } from '@insulcalc/thermal';
import type { Ui } from './uiCore';
import { nominalSizeLabel } from './units';
import { effectiveEnums } from '../domain/defaults';
import {
  CalculationType,
  SurfaceCoefficientMethod,
  ThicknessType,
  TimeOrTemperature,
  enumLabelKey,
  isEnumMember,
} from '../domain/enums';
import type { Calculation } from '../domain/types';

export interface ResultRow {
  /** Stable id (data-result attribute, tests). */
  id: string;
  label: string;
  value: string;
  unit: string;
  /** The figure as a number in the shown unit and its decimals, for CSV (absent for text rows). */
  number?: number;
  digits?: number;
}

/** A figure row: the SI value shown in the reader's units, keeping the number for CSV. */
export function figureRow(
  ui: Ui,
  id: string,
  label: string,
  value: number,
  si: string,
  digits: number,
): ResultRow {
  const shown = ui.measure(value, si, digits);
  return {
    id,
    label,
    value: shown.value,
    unit: shown.unit,
    number: ui.units.toShown(value, si),
    digits: ui.units.digits(digits, si),
  };
}

export interface ResultSection {
  id: string;
  title: string;
  rows: ResultRow[];
}

const CLASS_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

type Result = Omit<ThermalResult, 'table'>;

/**
 * The key of the per-length heat-flow label in the reader's unit system: the figure is per metre
 * in SI and per foot in imperial (Btu/h·ft), and the label says so.
 */
export function perLengthKey(ui: Ui, direction: 'loss' | 'gain' = 'loss'): string {
  const per = ui.units.system === 'imperial' ? 'PerFoot' : 'PerMetre';
  return `Insulation_Result_${direction === 'gain' ? 'HeatGain' : 'HeatFlow'}${per}`;
}

/** The translation keys of heat-flow labels in the result's direction: loss (hot) or gain (cold). */
function flowKeys(result: Result, ui: Ui): { perMetre: string; total: string; energy: string } {
  const gain = result.heatFlow?.direction === 'gain';
  return gain
    ? {
        perMetre: perLengthKey(ui, 'gain'),
        total: 'Insulation_Result_HeatGainTotal',
        energy: 'Insulation_Result_EnergyGain',
      }
    : {
        perMetre: perLengthKey(ui),
        total: 'Insulation_Result_HeatFlowTotal',
        energy: 'Insulation_Result_EnergyLoss',
      };
}

const magnitude = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.abs(value) : value;

/** The translated name of a part of the object (shell wetted, roof …). */
export function partName(ui: Ui, part: PartName): string {
  return ui.t(`Insulation_Part_${part}`);
}

export function resultSections(result: Result, ui: Ui): ResultSection[] {
  const { t } = ui;
  const row = (
    id: string,
    labelKey: string,
    value: number | null | undefined,
    unit: string,
    digits = 2,
  ): ResultRow[] => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return [];
    return [figureRow(ui, id, t(labelKey), value, unit, digits)];
  };
  const keys = flowKeys(result, ui);
  const flow = result.heatFlow;
  const parts = result.parts ?? [];

  const sections: ResultSection[] = [];
  const surfaceLabel =
    parts.length > 1 && result.surfaceTemperaturePart
      ? t('Insulation_Result_SurfaceTemperatureOfPart', {
          part: partName(ui, result.surfaceTemperaturePart),
          definition: result.surfaceTemperatureDefinition,
        })
      : t('Insulation_Result_SurfaceTemperature');
  sections.push({
    id: 'heat',
    title: t('Insulation_Results_HeatFlow'),
    rows: [
      ...(flow
        ? [
            {
              id: 'heatFlowDirection',
              label: t('Insulation_Result_Direction'),
              value: t(`Insulation_Result_Direction_${flow.direction}`),
              unit: '',
            },
          ]
        : []),
      ...row('heatFlowPerMetre', keys.perMetre, flow ? flow.perMetre : result.heatFlowPerMetre, 'W/m'),
      ...row(
        'heatFlowDensity',
        'Insulation_Result_HeatFlowDensity',
        flow ? flow.density : result.heatFlowDensity,
        'W/m²',
      ),
      ...row('heatFlowTotal', keys.total, flow ? flow.total : result.heatFlowTotal, 'W'),
      ...(Number.isFinite(result.surfaceTemperature)
        ? [figureRow(ui, 'surfaceTemperature', surfaceLabel, result.surfaceTemperature, '°C', 1)]
        : []),
      ...(result.thermalBridgeHeatFlow
        ? row(
            'thermalBridgeHeatFlow',
            'Insulation_Result_ThermalBridge',
            magnitude(result.thermalBridgeHeatFlow),
            'W',
          )
        : []),
    ],
  });

  if (result.surfaceCoefficient) {
    const h = result.surfaceCoefficient;
    // A given h_se holds convection and radiation together: no split, and no emissivity is used.
    const given = result.surfaceCoefficientMethod === SurfaceCoefficientMethod.Given;
    const emissivity = given ? undefined : result.emissivity;
    const method = result.surfaceCoefficientMethod;
    sections.push({
      id: 'coefficients',
      title: t('Insulation_Results_SurfaceCoefficients'),
      rows: [
        ...(typeof method === 'number' && isEnumMember('SurfaceCoefficientMethod', method)
          ? [
              {
                id: 'coefficientMethod',
                label: t('Insulation_Result_CoefficientMethod'),
                value: t(enumLabelKey('SurfaceCoefficientMethod', method)),
                unit: '',
              },
            ]
          : []),
        ...(given
          ? []
          : [
              ...row(
                'coefficientConvective',
                'Insulation_Result_CoefficientConvective',
                h.convective,
                'W/(m²·K)',
                2,
              ),
              ...row(
                'coefficientRadiative',
                'Insulation_Result_CoefficientRadiative',
                h.radiative,
                'W/(m²·K)',
                2,
              ),
            ]),
        ...row('coefficientTotal', 'Insulation_Result_CoefficientTotal', h.total, 'W/(m²·K)', 2),
        ...(emissivity
          ? [
              {
                id: 'emissivity',
                label: t('Insulation_Result_Emissivity', { source: emissivity.source }),
                value: ui.format(emissivity.value, 2),
                unit: '',
              },
            ]
          : []),
      ],
    });
  }

  if (result.layers.length > 0) {
    sections.push({
      id: 'layers',
      title: t('Insulation_Results_Layers'),
      rows: result.layers.flatMap((layer, i) => {
        const inner = ui.measure(layer.innerTemperature, '°C', 1);
        const outer = ui.measure(layer.outerTemperature, '°C', 1);
        const thickness = ui.measure(layer.thickness, 'mm', 0);
        const mean = ui.measure(layer.meanTemperature, '°C', 1);
        return [
          {
            id: `layer${i + 1}`,
            label: t('Insulation_Result_LayerTemperatures', {
              layer: i + 1,
              thickness: `${thickness.value} ${thickness.unit}`,
            }).replace(/\(([^()]*) mm\)/, '($1)'),
            value: `${inner.value} → ${outer.value}`,
            unit: inner.unit,
          },
          figureRow(
            ui,
            `layer${i + 1}Conductivity`,
            t('Insulation_Result_LayerConductivityAt', {
              layer: i + 1,
              temperature: `${mean.value} ${mean.unit}`,
            }),
            layer.conductivity,
            'W/(m·K)',
            4,
          ),
        ];
      }),
    });
  }

  sections.push({
    id: 'bare',
    title: t('Insulation_Results_Bare'),
    rows: [
      ...row('bareHeatFlowPerMetre', keys.perMetre, magnitude(result.bare.heatFlowPerMetre), 'W/m'),
      ...row('bareHeatFlowTotal', keys.total, magnitude(result.bare.heatFlowTotal), 'W'),
      ...row(
        'bareSurfaceTemperature',
        'Insulation_Result_SurfaceTemperature',
        result.bare.surfaceTemperature,
        '°C',
        1,
      ),
    ],
  });

  const annual = result.annual;
  sections.push({
    id: 'annual',
    title: t('Insulation_Results_Annual'),
    rows: [
      ...row('energyLoss', keys.energy, annual.energy ?? annual.energyLoss, 'kWh/a', 0),
      ...row('cost', 'Insulation_Result_Cost', annual.cost, '€/a', 2),
      ...row('co2', 'Insulation_Result_Co2', annual.co2, 'kg/a', 1),
      ...row('energySaving', 'Insulation_Result_EnergySaving', annual.energySaving, 'kWh/a', 0),
      ...row('costSaving', 'Insulation_Result_CostSaving', annual.costSaving, '€/a', 2),
      ...row('co2Saving', 'Insulation_Result_Co2Saving', annual.co2Saving, 'kg/a', 1),
    ],
  });

  const thickness = [
    ...row('requiredThickness', 'Insulation_Result_RequiredThickness', result.requiredThickness, 'mm', 0),
    ...row('exactThickness', 'Insulation_Result_ExactThickness', result.exactThickness, 'mm', 1),
  ];
  if (result.meetsRequirement !== null && result.meetsRequirement !== undefined) {
    thickness.push({
      id: 'meetsRequirement',
      label: t('Insulation_Result_MeetsRequirement'),
      value: t(result.meetsRequirement ? 'Insulation_Common_Yes' : 'Insulation_Common_No'),
      unit: '',
    });
  }
  if (thickness.length > 0)
    sections.push({ id: 'thickness', title: t('Insulation_Results_Thickness'), rows: thickness });

  if (result.insulationClass) {
    const c = result.insulationClass;
    sections.push({
      id: 'class',
      title: t('Insulation_Results_Class'),
      rows: [
        {
          id: 'insulationClass',
          label: t('Insulation_Result_Class', { standard: c.standardName }),
          value: classText(c, ui),
          unit: '',
        },
        ...row(
          'transmittance',
          'Insulation_Result_Transmittance',
          c.transmittance,
          c.standard === 1 ? 'W/(m²·K)' : 'W/(m·K)@linear',
          3,
        ),
      ],
    });
  }

  if (result.flowingMedium) {
    sections.push({
      id: 'flowing',
      title: t('Insulation_Results_Flowing'),
      rows: [
        ...row(
          'flowEndTemperature',
          'Insulation_Result_EndTemperature',
          result.flowingMedium.endTemperature,
          '°C',
          2,
        ),
        ...row(
          'flowTemperatureChange',
          'Insulation_Result_TemperatureChange',
          result.flowingMedium.temperatureChange,
          'K',
          2,
        ),
        ...row('massFlow', 'Insulation_Result_MassFlow', result.flowingMedium.massFlow, 'kg/s', 3),
      ],
    });
  }
  if (result.staticMedium) {
    sections.push({
      id: 'static',
      title: t('Insulation_Results_Static'),
      rows: [
        ...row(
          'staticEndTemperature',
          'Insulation_Result_EndTemperature',
          result.staticMedium.endTemperature,
          '°C',
          1,
        ),
        ...row('staticCoolingTime', 'Insulation_Result_CoolingTime', result.staticMedium.coolingTime, 'h', 2),
        ...row('timeConstant', 'Insulation_Result_TimeConstant', result.staticMedium.timeConstant, 'h', 1),
      ],
    });
  }
  if (result.freezing) {
    sections.push({
      id: 'freezing',
      title: t('Insulation_Results_Freezing'),
      rows: [
        ...row(
          'timeToFreezingPoint',
          'Insulation_Result_TimeToFreezingPoint',
          result.freezing.timeToFreezingPoint,
          'h',
          2,
        ),
        ...row(
          'timeToFrozenPercentage',
          'Insulation_Result_TimeToFrozenPercentage',
          result.freezing.timeToFrozenPercentage,
          'h',
          2,
        ),
      ],
    });
  }
  if (result.condensation) {
    sections.push({
      id: 'condensation',
      title: t('Insulation_Results_Condensation'),
      rows: [
        ...row('dewPoint', 'Insulation_Result_DewPoint', result.condensation.dewPoint, '°C', 1),
        ...row(
          'surfaceMargin',
          'Insulation_Result_SurfaceMargin',
          result.condensation.surfaceTemperatureMargin,
          'K',
          1,
        ),
        {
          id: 'condensationRisk',
          label: t('Insulation_Result_CondensationRisk'),
          value: t(result.condensation.condensationRisk ? 'Insulation_Common_Yes' : 'Insulation_Common_No'),
          unit: '',
        },
      ],
    });
  }
  return sections.filter((s) => s.rows.length > 0);
}

/** The class as shown: its letter or number (with "provisional"), or "no class met". */
function classText(c: NonNullable<Result['insulationClass']>, ui: Ui): string {
  const letter =
    c.class === null
      ? ui.t('Insulation_Result_NoClass')
      : (c.label ?? (c.standard === 1 ? (CLASS_LETTERS[c.class - 1] ?? String(c.class)) : String(c.class)));
  return c.provisional ? `${letter} (${ui.t('Insulation_Result_Provisional')})` : letter;
}

/** The heat flow as the headline: loss or gain, a positive magnitude (W/m for pipes and ducts, else W). */
function heatFlowHeadline(result: Result, ui: Ui): ResultRow {
  const keys = flowKeys(result, ui);
  const perMetre = result.heatFlow ? result.heatFlow.perMetre : result.heatFlowPerMetre;
  if (typeof perMetre === 'number' && Number.isFinite(perMetre))
    return figureRow(ui, 'headline', ui.t(keys.perMetre), Math.abs(perMetre), 'W/m', 2);
  const total = result.heatFlow ? result.heatFlow.total : result.heatFlowTotal;
  return figureRow(ui, 'headline', ui.t(keys.total), Math.abs(total), 'W', 2);
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The headline: the answer to the question the calculation asks, as shown on screen, in the sticky
 * bar on phones and in the PDF. Calculating the thickness answers with the required thickness,
 * the insulation class with the class; otherwise the calculation type decides (surface
 * temperature, time to freezing, end temperature or cooling time, condensation); heat loss (and
 * any answer the engine could not give) leads with the heat flow. Without the calculation it is
 * the heat flow.
 */
export function headlineRow(result: Result, ui: Ui, calculation?: Calculation): ResultRow {
  if (!calculation) return heatFlowHeadline(result, ui);
  const { t } = ui;
  const e = effectiveEnums(calculation);
  if (e.insulationThicknessType === ThicknessType.CalculateThickness && finite(result.requiredThickness))
    return figureRow(
      ui,
      'headline',
      t('Insulation_Result_RequiredThickness'),
      result.requiredThickness,
      'mm',
      0,
    );
  if (e.insulationThicknessType === ThicknessType.CalculateInsulationClass && result.insulationClass)
    return {
      id: 'headline',
      label: t('Insulation_Result_Class', { standard: result.insulationClass.standardName }),
      value: classText(result.insulationClass, ui),
      unit: '',
    };
  switch (e.calculationType) {
    case CalculationType.SurfaceTemperature:
      if (finite(result.surfaceTemperature))
        return figureRow(
          ui,
          'headline',
          t('Insulation_Result_SurfaceTemperature'),
          result.surfaceTemperature,
          '°C',
          1,
        );
      break;
    case CalculationType.Freezing:
      if (finite(result.freezing?.timeToFreezingPoint))
        return figureRow(
          ui,
          'headline',
          t('Insulation_Result_TimeToFreezingPoint'),
          result.freezing.timeToFreezingPoint,
          'h',
          2,
        );
      break;
    case CalculationType.FlowingMedium:
      if (finite(result.flowingMedium?.endTemperature))
        return figureRow(
          ui,
          'headline',
          t('Insulation_Result_EndTemperature'),
          result.flowingMedium.endTemperature,
          '°C',
          2,
        );
      break;
    case CalculationType.StaticMedium: {
      const s = result.staticMedium;
      // Given the end temperature it asks how long; given the time, how warm (or cold) the medium ends.
      if (e.insulationTimeOrTemperatureType === TimeOrTemperature.ByEndTemperature && finite(s?.coolingTime))
        return figureRow(ui, 'headline', t('Insulation_Result_CoolingTime'), s.coolingTime, 'h', 2);
      if (finite(s?.endTemperature))
        return figureRow(ui, 'headline', t('Insulation_Result_EndTemperature'), s.endTemperature, '°C', 1);
      break;
    }
    case CalculationType.Condensation:
      if (result.condensation)
        return {
          id: 'headline',
          label: t('Insulation_Result_CondensationRisk'),
          value: t(result.condensation.condensationRisk ? 'Insulation_Common_Yes' : 'Insulation_Common_No'),
          unit: '',
        };
      break;
  }
  return heatFlowHeadline(result, ui);
}

/** A table of figures: a header and rows of formatted cells (first cell a label). */
export interface FigureTable {
  id: string;
  title: string;
  header: string[];
  rows: { id: string; cells: string[] }[];
}

/**
 * Vessels and tanks by part (wetted and unwetted shell, roof, bottom or ends) and their total:
 * area, heat flow (magnitude, in the result's direction), density, surface temperature, surface
 * coefficient. Null for objects of one part (pipes, walls, ducts).
 */
export function partsTable(result: Result, ui: Ui): FigureTable | null {
  const parts = result.parts ?? [];
  if (parts.length < 2) return null;
  const { t } = ui;
  const keys = flowKeys(result, ui);
  const head = (key: string, si: string) => `${t(key)} (${ui.units.unit(si)})`;
  const m = (value: number, si: string, digits: number) => ui.measure(value, si, digits).value;
  const totalArea = parts.reduce((sum, p) => sum + p.area, 0);
  const partsFlow = parts.reduce((sum, p) => sum + Math.abs(p.heatFlow), 0);
  return {
    id: 'parts',
    title: t('Insulation_Results_Parts'),
    header: [
      t('Insulation_Result_Part'),
      head('Insulation_Result_Area', 'm²'),
      head(keys.total, 'W'),
      head('Insulation_Result_HeatFlowDensity', 'W/m²'),
      head('Insulation_Result_SurfaceTemperature', '°C'),
      head('Insulation_Result_CoefficientTotal', 'W/(m²·K)'),
    ],
    rows: [
      ...parts.map((p) => ({
        id: p.part,
        cells: [
          p.exposed ? partName(ui, p.part) : `${partName(ui, p.part)} (${t('Insulation_Part_OnFoundation')})`,
          m(p.area, 'm²', 2),
          m(Math.abs(p.heatFlow), 'W', 1),
          m(Math.abs(p.heatFlowDensity), 'W/m²', 2),
          m(p.surfaceTemperature, '°C', 1),
          m(p.surfaceCoefficient.total, 'W/(m²·K)', 2),
        ],
      })),
      ...(result.thermalBridgeHeatFlow
        ? [
            {
              id: 'thermalBridge',
              cells: [
                t('Insulation_Result_ThermalBridge'),
                '',
                m(Math.abs(result.thermalBridgeHeatFlow), 'W', 1),
                '',
                '',
                '',
              ],
            },
          ]
        : []),
      {
        id: 'total',
        cells: [
          t('Insulation_Result_PartsTotal'),
          m(totalArea, 'm²', 2),
          m(partsFlow + Math.abs(result.thermalBridgeHeatFlow ?? 0), 'W', 1),
          '',
          '',
          '',
        ],
      },
    ],
  };
}

/** The economic thickness (VDI 2055-1) as rows: the chosen thickness, its cost and payback. */
export function economicSection(result: Result, ui: Ui): ResultSection | null {
  const e = result.economic;
  if (!e) return null;
  const { t } = ui;
  const thickness = ui.measure(e.economicThickness, 'mm', 0);
  return {
    id: 'economic',
    title: t('Insulation_Results_Economic'),
    rows: [
      { id: 'economicThickness', label: t('Insulation_Result_EconomicThickness'), ...thickness },
      {
        id: 'economicTotalCost',
        label: t('Insulation_Result_EconomicTotalCost'),
        value: ui.format(e.totalCost, 2),
        unit: ui.units.unit('€/a'),
      },
      {
        id: 'paybackTime',
        label: t('Insulation_Result_PaybackTime'),
        value: e.paybackTime === null ? t('Insulation_Result_PaybackNever') : ui.format(e.paybackTime, 1),
        unit: e.paybackTime === null ? '' : 'a',
      },
      {
        id: 'serviceLife',
        label: t('Insulation_Result_ServiceLife'),
        value: ui.format(e.serviceLife, 0),
        unit: 'a',
      },
      {
        id: 'interestRate',
        label: t('Insulation_Result_InterestRate'),
        value: ui.format(e.interestRate * 100, 2),
        unit: '%',
      },
      {
        id: 'energyPriceIncrease',
        label: t('Insulation_Result_EnergyPriceIncrease'),
        value: ui.format(e.energyPriceIncrease * 100, 2),
        unit: '%',
      },
      {
        id: 'annuityFactor',
        label: t('Insulation_Result_AnnuityFactor'),
        value: ui.format(e.annuityFactor, 4),
        unit: '',
      },
    ],
  };
}

/** The economic thickness's cost table: yearly costs per available thickness (bare first). */
export function economicTable(result: Result, ui: Ui): FigureTable | null {
  const e = result.economic;
  if (!e || e.table.length === 0) return null;
  const { t } = ui;
  const money = (key: string, unit: string) => `${t(key)} (${unit})`;
  return {
    id: 'economicTable',
    title: t('Insulation_Results_EconomicTable'),
    header: [
      `${t('Insulation_Field_Thickness')} (${ui.units.unit('mm')})`,
      money('Insulation_Result_Investment', ui.units.unit('€')),
      money('Insulation_Result_CapitalCost', ui.units.unit('€/a')),
      money('Insulation_Result_EnergyCost', ui.units.unit('€/a')),
      money('Insulation_Result_TotalCost', ui.units.unit('€/a')),
    ],
    rows: e.table.map((r) => ({
      id: `t${r.thickness}`,
      cells: [
        r.thickness === 0 ? t('Insulation_Result_BareObject') : ui.measure(r.thickness, 'mm', 0).value,
        ui.format(r.investment, 2),
        ui.format(r.capitalCost, 2),
        ui.format(r.energyCost, 2),
        r.thickness === e.economicThickness ? `${ui.format(r.totalCost, 2)} ★` : ui.format(r.totalCost, 2),
      ],
    })),
  };
}

/** The size-range results (allDiameter) as a section of rows, for the report. */
export function sizeRangeSection(result: ThermalResult, ui: Ui): ResultSection | null {
  if (!result.table || result.table.length === 0) return null;
  return {
    id: 'sizes',
    title: ui.t('Insulation_Chart_AllDiameter'),
    rows: result.table.map((row) => {
      const r = row.result;
      const perMetre = r ? (r.heatFlow ? r.heatFlow.perMetre : r.heatFlowPerMetre) : null;
      const flow =
        r && perMetre !== null
          ? ui.measure(Math.abs(perMetre), 'W/m', 2)
          : ui.measure(r ? Math.abs(r.heatFlow ? r.heatFlow.total : r.heatFlowTotal) : null, 'W', 2);
      const surface = ui.measure(r?.surfaceTemperature, '°C', 1);
      const diameter = ui.measure(row.diameter, 'mm', 1);
      return {
        id: `size${row.nominalSize}`,
        label: `${sizeName(row.nominalSize, row.diameter, ui)} (${diameter.value} ${diameter.unit})`,
        value: r ? `${flow.value} ${flow.unit} · ${surface.value} ${surface.unit}` : '–',
        unit: '',
      };
    }),
  };
}

/** "DN 50" (or "NPS 2" in imperial) when the size is a DN, else the outer diameter's number. */
export function sizeName(nominalSize: number, diameter: number, ui: Ui): string {
  // Tubes named by their outer diameter (copper, plastic) have a nominal size equal to it.
  return nominalSize === diameter ? ui.formatInput(nominalSize) : nominalSizeLabel(nominalSize, ui.units);
}
