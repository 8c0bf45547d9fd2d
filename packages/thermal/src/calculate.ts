import { CalculationType, Equipment, ThicknessType, TimeOrTemperature } from './enums';
import { ThermalErrorKey, ThermalFailure, fail, thermalError, type ThermalError } from './errors';
import type { Case, Layer } from './model-types';
import { EXACT_THICKNESS_RESOLUTION_MM } from './model/constants';
import { annuityFactor, paybackTime, priceDynamicFactor } from './model/economics';
import { dewPoint } from './model/dew-point';
import { CLASS_TABLES, classLimit, classify, type ClassLimit } from './model/insulation-classes';
import { SIZE_TABLES } from './model/size-tables';
import { buildGeometry, solveObject, type ObjectGeometry, type ObjectSolution } from './solver/object';
import type { SteadyLayer, SteadySolution } from './solver/steady';
import { flowingMedium, freezing, staticMedium, type FlowingResult } from './solver/transient';
import type {
  AllDiameterRow,
  EconomicResult,
  EconomicRow,
  InsulationClassResult,
  LayerResult,
  PartResult,
  ThermalOutput,
  ThermalResult,
} from './types';
import { normalize } from './validate';

const MD = 'calculation.mediumDetails';

function steadyLayers(layers: readonly Layer[], primaryThicknessM?: number): SteadyLayer[] {
  return layers.map((l) => ({
    points: l.product.points,
    thickness: l.position === 1 && primaryThicknessM !== undefined ? primaryThicknessM : l.thickness,
    productName: l.product.name,
    path: l.path,
  }));
}

const isHot = (c: Case): boolean =>
  (c.calculationType === CalculationType.FlowingMedium ? c.inletTemperature : c.mediumTemperature) >=
  c.ambientTemperature;

/* ------------------------------------------------------------------ classes */

function classLimits(c: Case): { limits: readonly ClassLimit[]; diameter: number | null } | null {
  const table = CLASS_TABLES[c.standard];
  if (c.equipment === Equipment.Pipe) return { limits: table.pipe, diameter: c.diameter };
  return table.plane ? { limits: table.plane, diameter: null } : null;
}

function transmittance(c: Case, obj: ObjectSolution, mediumT: number): number {
  const dT = mediumT - c.ambientTemperature;
  if (dT === 0) return 0;
  const flow = c.equipment === Equipment.Pipe ? (obj.heatFlowPerMetre ?? 0) : obj.heatFlowDensity;
  return Math.abs(flow / dT);
}

function insulationClass(c: Case, obj: ObjectSolution, mediumT: number): InsulationClassResult | null {
  const lim = classLimits(c);
  if (!lim) return null;
  const table = CLASS_TABLES[c.standard];
  const u = transmittance(c, obj, mediumT);
  const met = classify(lim.limits, u, lim.diameter);
  return {
    standard: c.standard,
    standardName: table.name,
    class: met ? met.class : null,
    label: met ? met.label : null,
    provisional: table.provisional,
    transmittance: u,
  };
}

/* ---------------------------------------------------------------- criteria */

interface Criterion {
  path: string;
  unit: string;
  target: number;
  /** 'max': value ≤ target meets; 'min': value ≥ target meets */
  direction: 'max' | 'min';
  value: (ev: Evaluator) => number;
}

/** Lazily computed quantities of one layer configuration. */
class Evaluator {
  private objCache: ObjectSolution | null = null;
  private flowCache: FlowingResult | null = null;
  constructor(
    readonly c: Case,
    readonly geometry: ObjectGeometry,
    readonly layers: SteadyLayer[],
  ) {}
  heatFlowAt = (theta: number): number =>
    solveObject(this.c, this.geometry, this.layers, this.c.epsInsulated, theta).heatFlowTotal;
  flowing(): FlowingResult {
    if (!this.flowCache) this.flowCache = flowingMedium(this.c, this.heatFlowAt);
    return this.flowCache;
  }
  /** The temperature at which the steady results are reported. */
  mainTemperature(): number {
    if (this.c.calculationType === CalculationType.FlowingMedium) {
      return 0.5 * (this.c.inletTemperature + this.flowing().endTemperature);
    }
    return this.c.mediumTemperature;
  }
  object(): ObjectSolution {
    if (!this.objCache) {
      this.objCache = solveObject(
        this.c,
        this.geometry,
        this.layers,
        this.c.epsInsulated,
        this.mainTemperature(),
      );
    }
    return this.objCache;
  }
}

function criteria(c: Case): Criterion[] {
  const t = c.targets;
  const hot = isHot(c);
  const out: Criterion[] = [];
  switch (c.calculationType) {
    case CalculationType.SurfaceTemperature:
      if (t.surfaceTemperature !== null) {
        out.push({
          path: `${MD}.surfaceTemperature`,
          unit: '°C',
          target: t.surfaceTemperature,
          direction: hot ? 'max' : 'min',
          value: (ev) => ev.object().critical.surfaceTemperature,
        });
      }
      break;
    case CalculationType.HeatLoss:
      if (t.heatFlowDensity !== null) {
        const linear = c.equipment === Equipment.Pipe || c.equipment === Equipment.Duct;
        out.push({
          path: `${MD}.heatFlowDensity`,
          unit: linear ? 'W/m' : 'W/m²',
          target: t.heatFlowDensity,
          direction: 'max',
          value: (ev) => Math.abs(linear ? (ev.object().heatFlowPerMetre ?? 0) : ev.object().heatFlowDensity),
        });
      }
      if (t.insulationClass !== null) {
        // a class target the standard cannot judge is an error only when it drives the thickness
        const required = c.thicknessType === ThicknessType.CalculateThickness;
        const lim = classLimits(c);
        if (!lim) {
          if (required)
            fail(ThermalErrorKey.ClassNotApplicable, `${MD}.insulationClass`, {
              standard: CLASS_TABLES[c.standard].name,
            });
          break;
        }
        const limit = lim.limits.find((l) => l.class === t.insulationClass);
        if (!limit) {
          if (required)
            fail(ThermalErrorKey.InvalidEnum, `${MD}.insulationClass`, {
              field: `${MD}.insulationClass`,
              value: t.insulationClass,
            });
          break;
        }
        out.push({
          path: `${MD}.insulationClass`,
          unit: c.equipment === Equipment.Pipe ? 'W/(m·K)' : 'W/(m²·K)',
          target: classLimit(limit, lim.diameter),
          direction: 'max',
          value: (ev) => transmittance(c, ev.object(), ev.mainTemperature()),
        });
      }
      break;
    case CalculationType.Freezing:
      if (t.freezingTime !== null) {
        out.push({
          path: `${MD}.freezingTime`,
          unit: 'h',
          target: t.freezingTime,
          direction: 'min',
          value: (ev) => freezing(c, ev.heatFlowAt).timeToFrozenPercentage,
        });
      }
      break;
    case CalculationType.FlowingMedium:
      if (t.endTemperature !== null) {
        out.push({
          path: `${MD}.endTemperature`,
          unit: '°C',
          target: t.endTemperature,
          direction: hot ? 'min' : 'max',
          value: (ev) => ev.flowing().endTemperature,
        });
      }
      break;
    case CalculationType.StaticMedium:
      if (t.endTemperature !== null && t.coolingTime !== null) {
        out.push({
          path: `${MD}.coolingTime`,
          unit: 'h',
          target: t.coolingTime,
          direction: 'min',
          value: (ev) => staticMedium(c, ev.heatFlowAt, TimeOrTemperature.ByEndTemperature).coolingTime,
        });
      }
      break;
    case CalculationType.Condensation:
      out.push({
        path: `${MD}.relativeHumidity`,
        unit: 'K',
        target: 0,
        direction: 'min',
        value: (ev) =>
          ev.object().critical.surfaceTemperature - dewPoint(c.ambientTemperature, c.relativeHumidity),
      });
      break;
  }
  return out;
}

function margin(cr: Criterion, value: number): number {
  return cr.direction === 'max' ? cr.target - value : value - cr.target;
}

/** The smallest margin over the criteria (≥ 0: all met) and the first failing criterion. */
function assess(
  crs: Criterion[],
  ev: Evaluator,
): { margin: number; failing: Criterion | null; value: number } {
  let worst = Infinity;
  let failing: Criterion | null = null;
  let failingValue = NaN;
  for (const cr of crs) {
    const v = cr.value(ev);
    const m = margin(cr, v);
    if (m < worst) worst = m;
    if (m < 0 && !failing) {
      failing = cr;
      failingValue = v;
    }
  }
  return { margin: worst, failing, value: failingValue };
}

/* ---------------------------------------------------------------- thickness */

interface ThicknessChoice {
  required: number;
  exact: number;
}

const MEETS_EPS = 1e-9;

/**
 * The thinnest thickness (mm) between lo (fails) and hi (meets) that meets the criteria, to
 * EXACT_THICKNESS_RESOLUTION_MM: false position (Illinois) on the margin, each estimate followed
 * by a probe half a resolution step beyond it, which closes the bracket as soon as the estimate
 * is that close (6–8 evaluations instead of bisection's 17); plain bisection after 8 rounds.
 */
function exactThickness(
  marginAt: (mm: number) => { margin: number },
  lo: number,
  fLo: number,
  hi: number,
  fHi: number,
): number {
  const res = EXACT_THICKNESS_RESOLUTION_MM;
  const meets = (m: number) => m >= -MEETS_EPS;
  let side = 0;
  for (let round = 0; hi - lo > res; round++) {
    let x = round < 8 && fHi !== fLo ? hi - (fHi * (hi - lo)) / (fHi - fLo) : 0.5 * (lo + hi);
    if (!(x > lo && x < hi)) x = 0.5 * (lo + hi);
    const fx = marginAt(x).margin;
    if (meets(fx)) {
      hi = x;
      fHi = fx;
      if (side === 1) fLo *= 0.5;
      side = 1;
      const p = x - 0.5 * res;
      if (p > lo && round < 8) {
        const fp = marginAt(p).margin;
        if (meets(fp)) {
          hi = p;
          fHi = fp;
        } else {
          lo = p;
          fLo = fp;
        }
      }
    } else {
      lo = x;
      fLo = fx;
      if (side === -1) fHi *= 0.5;
      side = -1;
      const p = x + 0.5 * res;
      if (p < hi && round < 8) {
        const fp = marginAt(p).margin;
        if (meets(fp)) {
          hi = p;
          fHi = fp;
        } else {
          lo = p;
          fLo = fp;
        }
      }
    }
  }
  return hi;
}

function calculateThickness(c: Case, geometry: ObjectGeometry, crs: Criterion[]): ThicknessChoice {
  const primary = c.layers.find((l) => l.position === 1)!;
  const sizes = primary.product.thicknesses;
  const marginAt = (mm: number) => assess(crs, new Evaluator(c, geometry, steadyLayers(c.layers, mm / 1000)));
  let prev = 0;
  let last: ReturnType<typeof marginAt> | null = null;
  for (const size of sizes) {
    const a = marginAt(size);
    if (a.margin >= -MEETS_EPS) {
      // exact continuous thickness between the previous available size (or 0) and this one
      const lo = prev;
      const hi = size;
      const fLo = marginAt(lo).margin;
      if (fLo >= -MEETS_EPS) return { required: size, exact: lo === 0 ? 0 : lo };
      return { required: size, exact: exactThickness(marginAt, lo, fLo, hi, a.margin) };
    }
    prev = size;
    last = a;
  }
  const failing = last?.failing ?? crs[0]!;
  return fail(ThermalErrorKey.TargetNotReachable, failing.path, {
    target: failing.target,
    best: last?.value ?? NaN,
    unit: failing.unit,
    thickness: sizes[sizes.length - 1] ?? 0,
  });
}

/* ---------------------------------------------------------------- checks */

function checkProductRanges(c: Case, obj: ObjectSolution | null): void {
  const mediumT =
    c.calculationType === CalculationType.FlowingMedium ? c.inletTemperature : c.mediumTemperature;
  c.layers.forEach((l, j) => {
    // the primary layer sees the medium temperature; an outer layer its computed inner face
    // temperature, known only after solving (obj null: check the primary layer only)
    if (j > 0 && !obj) return;
    const temp = j === 0 || !obj ? mediumT : (obj.main.temperatures[j + 1] ?? mediumT);
    const { minTemperature: min, maxTemperature: max } = l.product;
    if ((min !== null && temp < min) || (max !== null && temp > max)) {
      fail(ThermalErrorKey.ProductTemperatureRange, `${l.path}.insulationProductId`, {
        temperature: temp,
        product: l.product.name,
        min: min ?? '−∞',
        max: max ?? '∞',
      });
    }
  });
}

/* ---------------------------------------------------------------- compute */

function layerResults(c: Case, layers: SteadyLayer[], sol: SteadySolution, cylinder: boolean): LayerResult[] {
  return layers.map((l, j) => {
    const inner = sol.temperatures[j + 1]!;
    const outer = sol.temperatures[j + 2]!;
    return {
      position: c.layers[j]!.position,
      productId: c.layers[j]!.product.id,
      thickness: l.thickness * 1000,
      outerDiameter: cylinder ? sol.layerOuterSizes[j]! * 1000 : null,
      innerTemperature: inner,
      outerTemperature: outer,
      meanTemperature: 0.5 * (inner + outer),
      conductivity: sol.conductivities[j]!,
    };
  });
}

function computeOne(c: Case): ThermalResult {
  const geometry = buildGeometry(c);
  checkProductRanges(c, null);
  const crs = criteria(c);
  let required: number | null = null;
  let exact: number | null = null;
  let layers = steadyLayers(c.layers);
  if (c.thicknessType === ThicknessType.CalculateThickness) {
    const choice = calculateThickness(c, geometry, crs);
    required = choice.required;
    exact = choice.exact;
    layers = steadyLayers(c.layers, required / 1000);
  }
  const ev = new Evaluator(c, geometry, layers);
  const mainT = ev.mainTemperature();
  const obj = ev.object();
  checkProductRanges(c, obj);
  const bare = solveObject(c, geometry, [], c.epsBare, mainT);

  const cls = insulationClass(c, obj, mainT);
  if (c.thicknessType === ThicknessType.CalculateInsulationClass && !cls) {
    fail(ThermalErrorKey.ClassNotApplicable, 'calculation.calculationTypes.standardType', {
      standard: CLASS_TABLES[c.standard].name,
    });
  }
  let meets: boolean | null = null;
  if (crs.length > 0) meets = assess(crs, ev).margin >= -MEETS_EPS;
  if (
    c.thicknessType === ThicknessType.CalculateInsulationClass &&
    c.targets.insulationClass !== null &&
    cls
  ) {
    const lim = classLimits(c)!;
    const target = lim.limits.find((l) => l.class === c.targets.insulationClass);
    meets = target ? cls.transmittance <= classLimit(target, lim.diameter) : false;
  }

  // annual figures: energy for every type, cost and CO2 only where the type uses them
  const kwh = (w: number) => (Math.abs(w) * c.operatingHours * c.heatDissipation) / 1000;
  const energy = kwh(obj.heatFlowTotal);
  const bareEnergy = kwh(bare.heatFlowTotal);
  const direction: ThermalResult['heatFlow']['direction'] =
    obj.heatFlowTotal > 0 ? 'loss' : obj.heatFlowTotal < 0 ? 'gain' : 'none';
  const annual: ThermalResult['annual'] = {
    direction: direction === 'loss' ? 'lost' : direction === 'gain' ? 'gained' : 'none',
    energy,
    energySaving: bareEnergy - energy,
  };
  if (direction === 'loss') annual.energyLoss = energy;
  if (direction === 'gain') annual.energyGain = energy;
  if (c.calculationType === CalculationType.HeatLoss) {
    annual.cost = energy * c.price;
    annual.co2 = (energy * c.co2Factor) / 1000;
    annual.costSaving = (bareEnergy - energy) * c.price;
    annual.co2Saving = ((bareEnergy - energy) * c.co2Factor) / 1000;
  }

  let freezingSection: ThermalResult['freezing'] = null;
  let flowingSection: ThermalResult['flowingMedium'] = null;
  let staticSection: ThermalResult['staticMedium'] = null;
  let condensationSection: ThermalResult['condensation'] = null;
  switch (c.calculationType) {
    case CalculationType.Freezing:
      freezingSection = freezing(c, ev.heatFlowAt);
      break;
    case CalculationType.FlowingMedium:
      flowingSection = { ...ev.flowing() };
      break;
    case CalculationType.StaticMedium:
      staticSection = staticMedium(c, ev.heatFlowAt, c.timeOrTemperature);
      break;
    case CalculationType.Condensation: {
      const dp = dewPoint(c.ambientTemperature, c.relativeHumidity);
      const margin = obj.critical.surfaceTemperature - dp;
      condensationSection = { dewPoint: dp, surfaceTemperatureMargin: margin, condensationRisk: margin < 0 };
      break;
    }
  }

  return {
    heatFlowPerMetre: obj.heatFlowPerMetre,
    heatFlowDensity: obj.heatFlowDensity,
    heatFlowTotal: obj.heatFlowTotal,
    surfaceTemperature: obj.critical.surfaceTemperature,
    surfaceCoefficient: {
      radiative: obj.critical.radiative,
      convective: obj.critical.convective,
      total: obj.critical.radiative + obj.critical.convective,
    },
    surfaceCoefficientMethod: c.surfaceMethod,
    emissivity: { value: c.epsInsulated, source: c.emissivitySource },
    layers: layerResults(
      c,
      layers,
      obj.main,
      c.equipment === Equipment.Pipe || c.equipment === Equipment.Vessel || c.equipment === Equipment.Tank,
    ),
    thermalBridgeHeatFlow: obj.bridgeHeatFlow,
    bare: {
      heatFlowTotal: bare.heatFlowTotal,
      surfaceTemperature: bare.critical.surfaceTemperature,
      heatFlowPerMetre: bare.heatFlowPerMetre,
    },
    heatFlow: {
      direction,
      total: Math.abs(obj.heatFlowTotal),
      perMetre: obj.heatFlowPerMetre === null ? null : Math.abs(obj.heatFlowPerMetre),
      density: Math.abs(obj.heatFlowDensity),
    },
    parts: obj.parts.map((p): PartResult => ({
      part: p.name,
      area: p.sol.outerArea * p.amount,
      wetted: p.wetted,
      exposed: p.exposed,
      heatFlow: p.sol.q * p.amount,
      heatFlowDensity: p.sol.q / p.sol.outerArea,
      surfaceTemperature: p.sol.surfaceTemperature,
      surfaceCoefficient: {
        radiative: p.sol.radiative,
        convective: p.sol.convective,
        total: p.sol.radiative + p.sol.convective,
      },
      layers: layerResults(c, layers, p.sol, p.cylinder),
    })),
    surfaceTemperaturePart: obj.criticalPart,
    surfaceTemperatureDefinition: mainT >= c.ambientTemperature ? 'warmest' : 'coldest',
    annual,
    requiredThickness: required,
    exactThickness: exact,
    meetsRequirement: meets,
    insulationClass: cls,
    freezing: freezingSection,
    flowingMedium: flowingSection,
    staticMedium: staticSection,
    condensation: condensationSection,
    table: null,
    economic: economicThickness(c, geometry, bare, mainT),
    ...(c.economicsMissing.length > 0 ? { economicMissing: c.economicsMissing } : {}),
  };
}

/**
 * Economic thickness (VDI 2055-1, see model/economics.ts): the yearly total cost of the bare
 * object and of each thickness of the primary product's price list, the other layers as given.
 * Investment = price(s) × area at mid-layer + installation cost × outer area; the area at
 * mid-layer is the mean of the bare and the insulated outer areas.
 */
function economicThickness(
  c: Case,
  geometry: ObjectGeometry,
  bare: ObjectSolution,
  mainT: number,
): EconomicResult | null {
  const e = c.economics;
  const primary = c.layers.find((l) => l.position === 1);
  if (!e || !primary || c.calculationType !== CalculationType.HeatLoss) return null;
  const a = annuityFactor(e.interestRate, e.serviceLife);
  const b = priceDynamicFactor(e.interestRate, e.priceRise, e.serviceLife);
  const kwh = (w: number) => (Math.abs(w) * c.operatingHours * c.heatDissipation) / 1000;
  const row = (thickness: number, obj: ObjectSolution, price: number): EconomicRow => {
    // Material as the catalogue prices it: per m² at mid-layer, or per metre of pipe (c.length m).
    const material =
      primary.product.priceBasis === 'm' ? price * c.length : (price * (bare.outerArea + obj.outerArea)) / 2;
    const investment = thickness === 0 ? 0 : material + e.installationCost * obj.outerArea;
    const energy = kwh(obj.heatFlowTotal);
    const capitalCost = a * investment;
    const energyCost = b * energy * c.price;
    return {
      thickness,
      investment,
      capitalCost,
      energyCost,
      totalCost: capitalCost + energyCost,
      heatFlow: Math.abs(obj.heatFlowTotal),
      energy,
    };
  };
  const table: EconomicRow[] = [row(0, bare, 0)];
  for (const [thickness, price] of primary.product.prices) {
    const obj = solveObject(c, geometry, steadyLayers(c.layers, thickness / 1000), c.epsInsulated, mainT);
    table.push(row(thickness, obj, price));
  }
  let best = table[0]!;
  for (const r of table) if (r.totalCost < best.totalCost) best = r;
  const bareRow = table[0]!;
  return {
    serviceLife: e.serviceLife,
    interestRate: e.interestRate,
    energyPriceIncrease: e.priceRise,
    annuityFactor: a,
    priceDynamicFactor: b,
    economicThickness: best.thickness,
    totalCost: best.totalCost,
    paybackTime: paybackTime(
      best.investment,
      (bareRow.energy - best.energy) * c.price,
      e.interestRate,
      e.priceRise,
    ),
    table,
  };
}

function allDiameterTable(c: Case): AllDiameterRow[] {
  const range = c.allDiameter!;
  const table = SIZE_TABLES[c.material];
  let from = range.from;
  let to = range.to;
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const sizes = table.sizes.filter((s) => {
    const key = range.byDiameter ? s.diameter : s.nominalSize;
    return (from === null || key >= from) && (to === null || key <= to);
  });
  if (sizes.length === 0) {
    fail(
      ThermalErrorKey.SizeRange,
      `calculation.equipmentDetails.${range.byDiameter ? 'fromDiameter' : 'fromNominalSize'}`,
      {
        from: from ?? '',
        to: to ?? '',
      },
    );
  }
  return sizes.map((s) => {
    const row: Case = {
      ...c,
      diameter: s.diameter / 1000,
      wallThickness: s.wallThickness / 1000,
      nominalSize: s.nominalSize,
      allDiameter: null,
    };
    const out = guarded(() => computeOne(row));
    return {
      nominalSize: s.nominalSize,
      diameter: s.diameter,
      wallThickness: s.wallThickness,
      ok: out.ok,
      result: out.ok ? out.value : null,
      errors: out.ok ? null : out.errors,
    };
  });
}

function guarded<T>(f: () => T): { ok: true; value: T } | { ok: false; errors: ThermalError[] } {
  try {
    const value = f();
    if (hasNonFinite(value)) {
      const bad = findNonFinite(value, '');
      return {
        ok: false,
        errors: [
          thermalError(ThermalErrorKey.Internal, '', { detail: `non-finite value at result${bad ?? ''}` }),
        ],
      };
    }
    return { ok: true, value };
  } catch (e) {
    if (e instanceof ThermalFailure) return { ok: false, errors: e.errors };
    return {
      ok: false,
      errors: [
        thermalError(ThermalErrorKey.Internal, '', { detail: e instanceof Error ? e.message : String(e) }),
      ],
    };
  }
}

/** True when a NaN or Infinity is anywhere in the tree (no allocation: runs on every call). */
function hasNonFinite(v: unknown): boolean {
  if (typeof v === 'number') return !Number.isFinite(v);
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (hasNonFinite(v[i])) return true;
    return false;
  }
  const o = v as Record<string, unknown>;
  for (const k in o) if (hasNonFinite(o[k])) return true;
  return false;
}

/** Path of the first NaN/Infinity in a result tree, or null. */
function findNonFinite(v: unknown, path: string): string | null {
  if (!hasNonFinite(v)) return null;
  if (typeof v === 'number') return path;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = findNonFinite(v[i], `${path}.${i}`);
      if (p !== null) return p;
    }
    return null;
  }
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      const p = findNonFinite(x, `${path}.${k}`);
      if (p !== null) return p;
    }
  }
  return null;
}

/**
 * Compute one calculation. Total: never throws, never returns NaN or Infinity; bad input gives
 * `{ ok: false, errors }` with translation keys and field paths.
 */
export function calculate(input: unknown): ThermalOutput {
  try {
    const n = normalize(input);
    if (!n.ok) return { ok: false, errors: n.errors };
    const c = n.value.case;
    const out = guarded(() => computeOne(c));
    if (!out.ok) return out;
    let table: AllDiameterRow[] | null = null;
    if (c.allDiameter) {
      const t = guarded(() => allDiameterTable(c));
      if (!t.ok) return t;
      table = t.value;
    }
    const result: ThermalResult = out.value;
    result.table = table;
    return { ok: true, result };
  } catch (e) {
    return {
      ok: false,
      errors: [
        thermalError(ThermalErrorKey.Internal, '', { detail: e instanceof Error ? e.message : String(e) }),
      ],
    };
  }
}
