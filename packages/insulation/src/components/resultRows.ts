/**
 * The results of one calculation as labelled, formatted rows in sections. The results panel and
 * the PDF report both render these, so the report shows exactly the figures on screen.
 */
import type { ThermalResult } from '@insulcalc/thermal';
import type { Ui } from './uiCore';

export interface ResultRow {
  /** Stable id (data-result attribute, tests). */
  id: string;
  label: string;
  value: string;
  unit: string;
}

export interface ResultSection {
  id: string;
  title: string;
  rows: ResultRow[];
}

const CLASS_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

export function resultSections(result: Omit<ThermalResult, 'table'>, ui: Ui): ResultSection[] {
  const { t, format } = ui;
  const row = (
    id: string,
    labelKey: string,
    value: number | null | undefined,
    unit: string,
    digits = 2,
  ): ResultRow[] =>
    typeof value === 'number' && Number.isFinite(value)
      ? [{ id, label: t(labelKey), value: format(value, digits), unit }]
      : [];

  const sections: ResultSection[] = [];
  sections.push({
    id: 'heat',
    title: t('Insulation_Results_HeatFlow'),
    rows: [
      ...row('heatFlowPerMetre', 'Insulation_Result_HeatFlowPerMetre', result.heatFlowPerMetre, 'W/m'),
      ...row('heatFlowDensity', 'Insulation_Result_HeatFlowDensity', result.heatFlowDensity, 'W/m²'),
      ...row('heatFlowTotal', 'Insulation_Result_HeatFlowTotal', result.heatFlowTotal, 'W'),
      ...row(
        'surfaceTemperature',
        'Insulation_Result_SurfaceTemperature',
        result.surfaceTemperature,
        '°C',
        1,
      ),
      ...(result.thermalBridgeHeatFlow
        ? row('thermalBridgeHeatFlow', 'Insulation_Result_ThermalBridge', result.thermalBridgeHeatFlow, 'W')
        : []),
    ],
  });

  if (result.layers.length > 0) {
    sections.push({
      id: 'layers',
      title: t('Insulation_Results_Layers'),
      rows: result.layers.flatMap((layer, i) => [
        {
          id: `layer${i + 1}`,
          label: t('Insulation_Result_LayerTemperatures', {
            layer: i + 1,
            thickness: ui.formatInput(layer.thickness),
          }),
          value: `${format(layer.innerTemperature, 1)} → ${format(layer.outerTemperature, 1)}`,
          unit: '°C',
        },
        {
          id: `layer${i + 1}Conductivity`,
          label: t('Insulation_Result_LayerConductivity', { layer: i + 1 }),
          value: format(layer.conductivity, 4),
          unit: 'W/(m·K)',
        },
      ]),
    });
  }

  sections.push({
    id: 'bare',
    title: t('Insulation_Results_Bare'),
    rows: [
      ...row(
        'bareHeatFlowPerMetre',
        'Insulation_Result_HeatFlowPerMetre',
        result.bare.heatFlowPerMetre,
        'W/m',
      ),
      ...row('bareHeatFlowTotal', 'Insulation_Result_HeatFlowTotal', result.bare.heatFlowTotal, 'W'),
      ...row(
        'bareSurfaceTemperature',
        'Insulation_Result_SurfaceTemperature',
        result.bare.surfaceTemperature,
        '°C',
        1,
      ),
    ],
  });

  sections.push({
    id: 'annual',
    title: t('Insulation_Results_Annual'),
    rows: [
      ...row('energyLoss', 'Insulation_Result_EnergyLoss', result.annual.energyLoss, 'kWh/a', 0),
      ...row('cost', 'Insulation_Result_Cost', result.annual.cost, '€/a', 2),
      ...row('co2', 'Insulation_Result_Co2', result.annual.co2, 'kg/a', 1),
      ...row('energySaving', 'Insulation_Result_EnergySaving', result.annual.energySaving, 'kWh/a', 0),
      ...row('costSaving', 'Insulation_Result_CostSaving', result.annual.costSaving, '€/a', 2),
      ...row('co2Saving', 'Insulation_Result_Co2Saving', result.annual.co2Saving, 'kg/a', 1),
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
    const letter =
      c.class === null
        ? t('Insulation_Result_NoClass')
        : (c.label ?? (c.standard === 1 ? (CLASS_LETTERS[c.class - 1] ?? String(c.class)) : String(c.class)));
    sections.push({
      id: 'class',
      title: t('Insulation_Results_Class'),
      rows: [
        {
          id: 'insulationClass',
          label: t('Insulation_Result_Class', { standard: c.standardName }),
          value: c.provisional ? `${letter} (${t('Insulation_Result_Provisional')})` : letter,
          unit: '',
        },
        ...row(
          'transmittance',
          'Insulation_Result_Transmittance',
          c.transmittance,
          c.standard === 1 ? 'W/(m²·K)' : 'W/(m·K)',
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

/** The headline heat-loss figure as shown on screen and in the PDF. */
export function headlineRow(result: Omit<ThermalResult, 'table'>, ui: Ui): ResultRow {
  if (typeof result.heatFlowPerMetre === 'number' && Number.isFinite(result.heatFlowPerMetre)) {
    return {
      id: 'headline',
      label: ui.t('Insulation_Result_HeatFlowPerMetre'),
      value: ui.format(result.heatFlowPerMetre, 2),
      unit: 'W/m',
    };
  }
  return {
    id: 'headline',
    label: ui.t('Insulation_Result_HeatFlowTotal'),
    value: ui.format(result.heatFlowTotal, 2),
    unit: 'W',
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
      const flow = r ? (r.heatFlowPerMetre ?? r.heatFlowTotal) : null;
      const unit = r && r.heatFlowPerMetre !== null ? 'W/m' : 'W';
      return {
        id: `size${row.nominalSize}`,
        label: `${row.nominalSize} (${ui.formatInput(row.diameter)} mm)`,
        value: r ? `${ui.format(flow, 2)} ${unit} · ${ui.format(r.surfaceTemperature, 1)} °C` : '–',
        unit: '',
      };
    }),
  };
}
