import {
  AmbientLocation,
  CalculationType,
  Equipment,
  Material,
  Orientation,
  Position,
  Standard,
  TankBottom,
  ThicknessType,
  TimeOrTemperature,
  enumName,
  isEnumValue,
} from './enums';
import { ThermalErrorKey, thermalError, type ThermalError } from './errors';
import type { Bridge, Case, Economics, Layer, Product, Targets } from './model-types';
import { WALL_CONDUCTIVITY } from './model/pipe-materials';
import { SurfaceCoefficientMethod } from './model/surface-coefficients';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

interface NumRule {
  /** > 0 */
  positive?: boolean;
  /** ≥ 0 */
  nonNegative?: boolean;
  /** 0..1 */
  fraction?: boolean;
  /** 0..100 */
  percent?: boolean;
  /** a temperature: above absolute zero and below MAX_TEMPERATURE */
  temperature?: boolean;
}

/** Temperatures the engine accepts, °C (above absolute zero; far above any insulation product). */
export const MIN_TEMPERATURE = -273.15;
export const MAX_TEMPERATURE = 2000;

const NO_RULE: NumRule = {};
const TEMP: NumRule = { temperature: true };
const POSITIVE: NumRule = { positive: true };
const NON_NEGATIVE: NumRule = { nonNegative: true };
const FRACTION: NumRule = { fraction: true };
const PERCENT: NumRule = { percent: true };

/** Collects errors while reading fields; a failed read returns NaN so that reading can go on. */
class Reader {
  readonly errors: ThermalError[] = [];

  section(parent: Obj, key: string): Obj {
    const v = parent[key];
    return isObj(v) ? v : {};
  }

  isMissing(obj: Obj, key: string): boolean {
    const v = obj[key];
    return v === undefined || v === null || v === '';
  }

  /** A number field; `required` false returns null when missing. */
  num(obj: Obj, key: string, path: string, rule: NumRule = NO_RULE, required = true): number {
    const v = obj[key];
    if (typeof v === 'number' && Number.isFinite(v)) {
      if (rule === NO_RULE) return v;
      if (rule.positive && !(v > 0)) return this.bad(ThermalErrorKey.NotPositive, path, key, v);
      if (rule.nonNegative && v < 0) return this.bad(ThermalErrorKey.Negative, path, key, v);
      if (rule.fraction && (v < 0 || v > 1)) return this.bad(ThermalErrorKey.FractionRange, path, key, v);
      if (rule.percent && (v < 0 || v > 100)) return this.bad(ThermalErrorKey.PercentRange, path, key, v);
      if (rule.temperature && !(v > MIN_TEMPERATURE && v <= MAX_TEMPERATURE)) {
        const p = `${path}.${key}`;
        this.errors.push(
          thermalError(ThermalErrorKey.TemperatureRange, p, {
            field: p,
            value: v,
            min: MIN_TEMPERATURE,
            max: MAX_TEMPERATURE,
          }),
        );
        return NaN;
      }
      return v;
    }
    if (v === undefined || v === null || v === '') {
      if (required) {
        const p = `${path}.${key}`;
        this.errors.push(thermalError(ThermalErrorKey.Required, p, { field: p }));
      }
      return NaN;
    }
    return this.bad(ThermalErrorKey.NotANumber, path, key, String(v));
  }

  private bad(errorKey: ThermalErrorKey, path: string, key: string, value: number | string): number {
    const p = `${path}.${key}`;
    this.errors.push(thermalError(errorKey, p, { field: p, value }));
    return NaN;
  }

  optNum(obj: Obj, key: string, path: string, rule: NumRule = NO_RULE): number | null {
    if (this.isMissing(obj, key)) return null;
    const v = this.num(obj, key, path, rule);
    return Number.isNaN(v) ? null : v;
  }

  enumValue<T extends Record<string, number>>(e: T, obj: Obj, key: string, path: string): T[keyof T] | null {
    const v = obj[key];
    if (isEnumValue(e, v)) return v;
    const p = `${path}.${key}`;
    if (v === undefined || v === null || v === '') {
      this.errors.push(thermalError(ThermalErrorKey.Required, p, { field: p }));
      return null;
    }
    if (!isEnumValue(e, v)) {
      this.errors.push(thermalError(ThermalErrorKey.InvalidEnum, p, { field: p, value: String(v) }));
      return null;
    }
    return v;
  }
}

/**
 * Normalized products by their input object. Products are treated as immutable values (as in
 * the UI's store): a changed product must be a new object. This keeps the per-keystroke cost
 * of `calculate` independent of the catalogue.
 */
const productCache = new WeakMap<object, Product>();

function normalizeProduct(raw: unknown, index: number, errors: ThermalError[]): Product | null {
  if (isObj(raw)) {
    const cached = productCache.get(raw);
    if (cached) return cached;
  }
  const product = readProduct(raw, index, errors);
  if (product && isObj(raw)) productCache.set(raw, product);
  return product;
}

function readProduct(raw: unknown, index: number, errors: ThermalError[]): Product | null {
  const path = `products.${index}`;
  if (!isObj(raw)) {
    errors.push(thermalError(ThermalErrorKey.InvalidInput, path));
    return null;
  }
  const id = raw.id;
  if (typeof id !== 'number' && typeof id !== 'string') {
    errors.push(thermalError(ThermalErrorKey.Required, `${path}.id`, { field: `${path}.id` }));
    return null;
  }
  const name = typeof raw.name === 'string' ? raw.name : String(id);
  const pts: [number, number][] = [];
  if (Array.isArray(raw.conductivity)) {
    for (const p of raw.conductivity) {
      if (
        Array.isArray(p) &&
        typeof p[0] === 'number' &&
        typeof p[1] === 'number' &&
        Number.isFinite(p[0]) &&
        Number.isFinite(p[1])
      ) {
        pts.push([p[0], p[1]]);
      } else if (isObj(p) && typeof p.temperature === 'number' && typeof p.conductivity === 'number') {
        pts.push([p.temperature, p.conductivity]);
      }
    }
  }
  pts.sort((a, b) => a[0] - b[0]);
  const points: [number, number][] = [];
  for (const p of pts) {
    const last = points[points.length - 1];
    if (last && last[0] === p[0]) last[1] = p[1];
    else points.push(p);
  }
  const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const thicknesses = Array.isArray(raw.thicknesses)
    ? [
        ...new Set(
          raw.thicknesses.filter((t): t is number => typeof t === 'number' && Number.isFinite(t) && t > 0),
        ),
      ].sort((a, b) => a - b)
    : [];
  const eps = numOrNull(raw.surfaceEmissivity);
  const prices: [number, number][] = [];
  if (Array.isArray(raw.prices)) {
    for (const p of raw.prices) {
      if (Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number') {
        // a price point must be a real thickness with a finite, non-negative price
        if (Number.isFinite(p[0]) && p[0] > 0 && Number.isFinite(p[1]) && p[1] >= 0)
          prices.push([p[0], p[1]]);
      }
    }
  }
  prices.sort((a, b) => a[0] - b[0]);
  return {
    id: typeof id === 'number' ? id : Number(id),
    name,
    points,
    // an emissivity outside 0..1 is not a surface the engine can use: treated as not stated
    surfaceEmissivity: eps !== null && eps > 0 && eps <= 1 ? eps : null,
    prices: prices.filter((p, i) => i === 0 || p[0] !== prices[i - 1]![0]),
    priceBasis: raw.priceBasis === 'm' ? 'm' : 'm2',
    minTemperature: numOrNull(raw.minTemperature),
    maxTemperature: numOrNull(raw.maxTemperature),
    thicknesses,
  };
}

/** The equipment each calculation type applies to. */
const APPLICABLE: Readonly<Record<CalculationType, readonly Equipment[]>> = {
  [CalculationType.SurfaceTemperature]: [1, 2, 3, 4, 5],
  [CalculationType.HeatLoss]: [1, 2, 3, 4, 5],
  [CalculationType.Condensation]: [1, 2, 3, 4, 5],
  [CalculationType.FlowingMedium]: [Equipment.Pipe, Equipment.Duct],
  [CalculationType.StaticMedium]: [Equipment.Pipe, Equipment.Vessel, Equipment.Tank],
  [CalculationType.Freezing]: [Equipment.Pipe, Equipment.Vessel, Equipment.Tank],
};

export interface Normalized {
  case: Case;
  products: Map<number, Product>;
}

/**
 * Validate the input and turn it into the internal SI model. Returns the errors when any
 * field needed by the requested calculation is missing or inconsistent.
 */
export function normalize(
  input: unknown,
): { ok: true; value: Normalized } | { ok: false; errors: ThermalError[] } {
  if (!isObj(input) || !isObj(input.calculation)) {
    return {
      ok: false,
      errors: [thermalError(ThermalErrorKey.InvalidInput, isObj(input) ? 'calculation' : '')],
    };
  }
  const r = new Reader();
  const errors = r.errors;
  const calc = input.calculation;
  const C = 'calculation';

  // products: only the ones the layers refer to are read (the UI passes the whole catalogue)
  const products = new Map<number, Product>();
  const rawProducts: unknown[] = Array.isArray(input.products) ? input.products : [];
  if (!Array.isArray(input.products) && input.products !== undefined && input.products !== null) {
    errors.push(thermalError(ThermalErrorKey.InvalidInput, 'products'));
  }
  const productById = (id: number): Product | undefined => {
    const known = products.get(id);
    if (known) return known;
    const i = rawProducts.findIndex(
      (p) => isObj(p) && (p.id === id || (typeof p.id === 'string' && Number(p.id) === id)),
    );
    if (i < 0) return undefined;
    const prod = normalizeProduct(rawProducts[i], i, errors);
    if (prod) products.set(id, prod);
    return prod ?? undefined;
  };

  const equipment = r.enumValue(Equipment, calc, 'equipment', C);
  const ct = r.section(calc, 'calculationTypes');
  const ctPath = 'calculation.calculationTypes';
  const calculationType = r.enumValue(CalculationType, ct, 'calculationType', ctPath);
  const thicknessType = r.enumValue(ThicknessType, ct, 'insulationThicknessType', ctPath);
  const timeOrTemperature = r.isMissing(ct, 'insulationTimeOrTemperatureType')
    ? TimeOrTemperature.ByEndTemperature
    : r.enumValue(TimeOrTemperature, ct, 'insulationTimeOrTemperatureType', ctPath);
  const standard = r.isMissing(ct, 'standardType')
    ? Standard.EN12828
    : r.enumValue(Standard, ct, 'standardType', ctPath);
  const surfaceMethod = r.isMissing(ct, 'surfaceCoefficientMethod')
    ? SurfaceCoefficientMethod.Nusselt
    : r.enumValue(SurfaceCoefficientMethod, ct, 'surfaceCoefficientMethod', ctPath);
  // A stated h_se: tables quote 5.7 to 50 W/(m²·K); anything positive is accepted, its plausibility
  // is for the user (the configurator warns).
  const givenSurfaceCoefficient =
    surfaceMethod === SurfaceCoefficientMethod.Given
      ? r.num(ct, 'surfaceCoefficient', ctPath, POSITIVE)
      : null;
  const orientation = r.enumValue(Orientation, calc, 'orientation', C);
  const material = r.enumValue(Material, calc, 'material', C);

  if (equipment === null || calculationType === null || thicknessType === null || orientation === null) {
    return { ok: false, errors };
  }

  let position: Position | null = null;
  if (equipment === Equipment.Wall && orientation === Orientation.Horizontal) {
    position = r.enumValue(Position, calc, 'position', C);
  }

  // applicability
  if (!APPLICABLE[calculationType].includes(equipment)) {
    errors.push(
      thermalError(ThermalErrorKey.NotApplicable, `${ctPath}.calculationType`, {
        calculationType: String(enumName(CalculationType, calculationType)),
        equipment: String(enumName(Equipment, equipment)),
      }),
    );
    return { ok: false, errors };
  }

  // geometry
  const ed = r.section(calc, 'equipmentDetails');
  const edP = 'calculation.equipmentDetails';
  const mm = 1e-3;
  let diameter = 0;
  let length = 0;
  let width = 0;
  let height = 0;
  const wallThickness = r.num(ed, 'wallThickness', edP, NON_NEGATIVE) * mm;
  switch (equipment) {
    case Equipment.Pipe:
      diameter = r.num(ed, 'diameter', edP, POSITIVE) * mm;
      length = r.num(ed, 'length', edP, POSITIVE);
      break;
    case Equipment.Wall:
      length = r.num(ed, 'length', edP, POSITIVE) * mm;
      width = r.num(ed, 'width', edP, POSITIVE) * mm;
      break;
    case Equipment.Duct:
      width = r.num(ed, 'width', edP, POSITIVE) * mm;
      height = r.num(ed, 'height', edP, POSITIVE) * mm;
      length = r.num(ed, 'length', edP, POSITIVE);
      break;
    case Equipment.Vessel:
      diameter = r.num(ed, 'diameter', edP, POSITIVE) * mm;
      length = r.num(ed, 'length', edP, POSITIVE) * mm;
      break;
    case Equipment.Tank:
      diameter = r.num(ed, 'diameter', edP, POSITIVE) * mm;
      length = r.num(ed, 'height', edP, POSITIVE) * mm;
      break;
  }
  if (diameter > 0 && wallThickness >= diameter / 2) {
    errors.push(
      thermalError(ThermalErrorKey.WallTooThick, `${edP}.wallThickness`, {
        wallThickness: wallThickness / mm,
        dimension: diameter / mm,
      }),
    );
  }
  if ((equipment === Equipment.Vessel || equipment === Equipment.Tank) && wallThickness >= length / 2) {
    errors.push(
      thermalError(ThermalErrorKey.WallTooThick, `${edP}.wallThickness`, {
        wallThickness: wallThickness / mm,
        dimension: length / mm,
      }),
    );
  }
  const transient =
    calculationType === CalculationType.Freezing || calculationType === CalculationType.StaticMedium;
  const materialDensity = transient ? r.num(ed, 'materialDensity', edP, NON_NEGATIVE) : 0;
  const materialHeatCapacity = transient ? r.num(ed, 'materialHeatCapacity', edP, NON_NEGATIVE) : 0;
  const heatDissipation = r.optNum(ed, 'heatDissipation', edP, NON_NEGATIVE) ?? 1;
  const bottomOnFoundation =
    (equipment === Equipment.Vessel || equipment === Equipment.Tank) &&
    orientation === Orientation.Vertical &&
    !r.isMissing(ed, 'tankBottom') &&
    r.enumValue(TankBottom, ed, 'tankBottom', edP) === TankBottom.OnFoundation;
  const epsBare = r.num(ed, 'materialEmissivity', edP, FRACTION);
  const nominalSize = r.optNum(ed, 'nominalSize', edP, POSITIVE);

  let allDiameter: Case['allDiameter'] = null;
  if (ed.allDiameter === true && equipment === Equipment.Pipe) {
    const fromN = r.optNum(ed, 'fromNominalSize', edP, POSITIVE);
    const toN = r.optNum(ed, 'toNominalSize', edP, POSITIVE);
    if (fromN !== null || toN !== null) allDiameter = { from: fromN, to: toN, byDiameter: false };
    else {
      allDiameter = {
        from: r.optNum(ed, 'fromDiameter', edP, POSITIVE),
        to: r.optNum(ed, 'toDiameter', edP, POSITIVE),
        byDiameter: true,
      };
    }
  }

  // medium
  const md = r.section(calc, 'mediumDetails');
  const mdP = 'calculation.mediumDetails';
  const flowing = calculationType === CalculationType.FlowingMedium;
  const freezing = calculationType === CalculationType.Freezing;
  const mediumTemperature = flowing
    ? (r.optNum(md, 'mediumTemperature', mdP, TEMP) ?? NaN)
    : r.num(md, 'mediumTemperature', mdP, TEMP);
  const inletTemperature = flowing ? r.num(md, 'inletTemperature', mdP, TEMP) : mediumTemperature;
  const needsMediumMass = flowing || transient;
  const mediumDensity = needsMediumMass ? r.num(md, 'mediumDensity', mdP, POSITIVE) : 0;
  const mediumHeatCapacity = needsMediumMass ? r.num(md, 'mediumHeatCapacity', mdP, POSITIVE) : 0;
  const velocity = flowing ? r.num(md, 'mediumVelocity', mdP, POSITIVE) : 0;
  const freezingPoint = freezing ? r.num(md, 'mediumFreezingPoint', mdP, TEMP) : 0;
  const frozenFraction = freezing ? r.num(md, 'mediumFrozenPercentage', mdP, PERCENT) / 100 : 0;
  const frozenDensity = freezing ? r.num(md, 'frozenMediumDensity', mdP, POSITIVE) : 0;
  const latentHeat = freezing ? r.num(md, 'latentHeatofIceFormation', mdP, POSITIVE) * 1000 : 0;
  const vesselLike = equipment === Equipment.Vessel || equipment === Equipment.Tank;
  let fillLevel = 1;
  // the fill level: vessels and tanks (static and freezing: required; otherwise optional, full
  // when absent: it splits the shell into wetted and unwetted parts); pipes only for
  // StaticMedium (physics.md §7 "medium mass from the fill level"; its freezing formula uses
  // the full Aᵢ)
  if ((transient && vesselLike) || calculationType === CalculationType.StaticMedium) {
    fillLevel = r.num(md, 'fillLevel', mdP, FRACTION);
  } else if (vesselLike) {
    fillLevel = r.optNum(md, 'fillLevel', mdP, FRACTION) ?? 1;
  }
  if (fillLevel === 0) {
    errors.push(
      thermalError(ThermalErrorKey.NotPositive, `${mdP}.fillLevel`, {
        field: `${mdP}.fillLevel`,
        value: 0,
      }),
    );
  }
  let relativeHumidity = 0.5;
  if (calculationType === CalculationType.Condensation) {
    relativeHumidity = r.num(md, 'relativeHumidity', mdP, FRACTION);
    if (relativeHumidity === 0) {
      errors.push(
        thermalError(ThermalErrorKey.NotPositive, `${mdP}.relativeHumidity`, {
          field: `${mdP}.relativeHumidity`,
          value: 0,
        }),
      );
    }
  }
  const targets: Targets = {
    surfaceTemperature: r.optNum(md, 'surfaceTemperature', mdP, TEMP),
    heatFlowDensity: r.optNum(md, 'heatFlowDensity', mdP, POSITIVE),
    freezingTime: r.optNum(md, 'freezingTime', mdP, POSITIVE),
    endTemperature: r.optNum(md, 'endTemperature', mdP, TEMP),
    coolingTime: r.optNum(md, 'coolingTime', mdP, POSITIVE),
    insulationClass: r.optNum(md, 'insulationClass', mdP),
  };
  if (
    targets.insulationClass !== null &&
    !(
      Number.isInteger(targets.insulationClass) &&
      targets.insulationClass >= 1 &&
      targets.insulationClass <= 7
    )
  ) {
    errors.push(
      thermalError(ThermalErrorKey.InvalidEnum, `${mdP}.insulationClass`, {
        field: `${mdP}.insulationClass`,
        value: targets.insulationClass,
      }),
    );
    targets.insulationClass = null;
  }
  // targets the calculation needs
  const calcThickness = thicknessType === ThicknessType.CalculateThickness;
  const requireTarget = (key: keyof Targets) => {
    if (targets[key] === null && !errors.some((e) => e.path === `${mdP}.${key}`)) {
      errors.push(thermalError(ThermalErrorKey.Required, `${mdP}.${key}`, { field: `${mdP}.${key}` }));
    }
  };
  if (calcThickness) {
    if (calculationType === CalculationType.SurfaceTemperature) requireTarget('surfaceTemperature');
    if (calculationType === CalculationType.HeatLoss && targets.insulationClass === null)
      requireTarget('heatFlowDensity');
    if (freezing) requireTarget('freezingTime');
    if (flowing) requireTarget('endTemperature');
    if (calculationType === CalculationType.StaticMedium) {
      requireTarget('endTemperature');
      requireTarget('coolingTime');
    }
  }
  if (calculationType === CalculationType.StaticMedium) {
    if (timeOrTemperature === TimeOrTemperature.ByEndTime) requireTarget('coolingTime');
    else requireTarget('endTemperature');
  }

  // ambient
  const ac = r.section(calc, 'ambientConditions');
  const acP = 'calculation.ambientConditions';
  const ambientLocation = r.enumValue(AmbientLocation, ac, 'ambientLocation', acP);
  const ambientTemperature = r.num(ac, 'ambientTemperature', acP, TEMP);
  const wind = ambientLocation === AmbientLocation.Outside ? r.num(ac, 'ambientWind', acP, NON_NEGATIVE) : 0;

  // operating
  const oc = r.section(calc, 'operatingConditions');
  const ocP = 'calculation.operatingConditions';
  const operatingHours = r.num(oc, 'operatingHours', ocP, NON_NEGATIVE);
  // the cost and CO2 figures belong to heat-loss calculations only; elsewhere they are not read
  const economic = calculationType === CalculationType.HeatLoss;
  const price = economic ? r.num(oc, 'price', ocP, NON_NEGATIVE) : 0;
  const co2Factor = economic ? r.num(oc, 'co2EmissionFactor', ocP, NON_NEGATIVE) : 0;
  let economics: Economics | null = null;
  // A missing input of the economic thickness is no error of the calculation: the economic
  // thickness is left out and says what it needs, the other results stand (typing a service life
  // first must not blank them). An invalid value still is an error.
  const economicsMissing: ThermalError[] = [];
  if (economic && !r.isMissing(oc, 'serviceLife')) {
    if (r.isMissing(oc, 'interestRate')) {
      const p = `${ocP}.interestRate`;
      economicsMissing.push(thermalError(ThermalErrorKey.Required, p, { field: p }));
    }
    const serviceLife = r.num(oc, 'serviceLife', ocP, POSITIVE);
    const interestRate = r.num(oc, 'interestRate', ocP, FRACTION, false);
    const priceRise = r.optNum(oc, 'energyPriceIncrease', ocP, FRACTION) ?? 0;
    const installationCost = r.optNum(oc, 'installationCost', ocP, NON_NEGATIVE) ?? 0;
    if (economicsMissing.length === 0) economics = { serviceLife, interestRate, priceRise, installationCost };
  }

  // layers
  const layers: Layer[] = [];
  const info = calc.insulationInfo;
  const rawLayers: unknown[] = Array.isArray(info)
    ? info
    : isObj(info) && Object.keys(info).length > 0
      ? [info]
      : [];
  const infoPath = 'calculation.insulationInfo';
  if (rawLayers.length > 2) {
    errors.push(
      thermalError(ThermalErrorKey.InvalidLayers, infoPath, {
        reason: 'at most two layers (primary and secondary)',
      }),
    );
  }
  rawLayers.slice(0, 2).forEach((raw, i) => {
    const lp = Array.isArray(info) ? `${infoPath}.${i}` : infoPath;
    if (!isObj(raw)) {
      errors.push(thermalError(ThermalErrorKey.InvalidLayers, lp, { reason: 'a layer must be an object' }));
      return;
    }
    const pos = r.isMissing(raw, 'insulationPosition')
      ? i === 0
        ? 1
        : 2
      : r.num(raw, 'insulationPosition', lp);
    if (pos !== 1 && pos !== 2) {
      if (!Number.isNaN(pos))
        errors.push(
          thermalError(ThermalErrorKey.InvalidEnum, `${lp}.insulationPosition`, {
            field: `${lp}.insulationPosition`,
            value: pos,
          }),
        );
      return;
    }
    const pid = r.num(raw, 'insulationProductId', lp);
    const thicknessOptional = calcThickness && pos === 1;
    // CalculateThickness chooses the primary thickness: whatever the field holds is ignored
    const thMm = thicknessOptional ? 0 : r.num(raw, 'insulationThickness', lp, POSITIVE);
    if (Number.isNaN(pid)) return;
    const product = productById(pid);
    if (!product) {
      errors.push(
        thermalError(ThermalErrorKey.UnknownProduct, `${lp}.insulationProductId`, { productId: pid }),
      );
      return;
    }
    if (!product.points.some((p) => p[1] > 0)) {
      errors.push(
        thermalError(ThermalErrorKey.InvalidConductivity, `${lp}.insulationProductId`, {
          product: product.name,
        }),
      );
      return;
    }
    if (calcThickness && pos === 1 && product.thicknesses.length === 0) {
      errors.push(
        thermalError(ThermalErrorKey.NoThicknesses, `${lp}.insulationProductId`, { product: product.name }),
      );
      return;
    }
    layers.push({ product, thickness: thMm * mm, position: pos, path: lp });
  });
  layers.sort((a, b) => a.position - b.position);
  if (layers.length === 2 && layers[0]!.position === layers[1]!.position) {
    errors.push(
      thermalError(ThermalErrorKey.InvalidLayers, infoPath, { reason: 'two layers in the same position' }),
    );
  }
  if (layers.length === 1 && layers[0]!.position === 2) {
    errors.push(
      thermalError(ThermalErrorKey.InvalidLayers, infoPath, {
        reason: 'a secondary layer needs a primary layer',
      }),
    );
  }
  const primaryLayer = layers.find((l) => l.position === 1);
  if (
    economic &&
    !r.isMissing(oc, 'serviceLife') &&
    primaryLayer &&
    primaryLayer.product.prices.length === 0
  ) {
    economicsMissing.push(
      thermalError(ThermalErrorKey.NoPrices, `${primaryLayer.path}.insulationProductId`, {
        product: primaryLayer.product.name,
      }),
    );
    economics = null;
  }
  if (
    economics &&
    primaryLayer?.product.priceBasis === 'm' &&
    equipment !== Equipment.Pipe &&
    equipment !== Equipment.Duct
  ) {
    // A price per metre of pipe says nothing about a wall or a tank's square metres.
    economicsMissing.push(
      thermalError(ThermalErrorKey.PricesPerMetre, `${primaryLayer.path}.insulationProductId`, {
        product: primaryLayer.product.name,
      }),
    );
    economics = null;
  }
  if (calcThickness && layers.length === 0 && !errors.some((e) => e.path.startsWith(infoPath))) {
    errors.push(thermalError(ThermalErrorKey.Required, infoPath, { field: infoPath }));
  }
  // The insulated surface's emissivity: the cladding's when there is one (surfaceMaterialId set);
  // without cladding the outer layer's own surface (its product's surfaceEmissivity), falling
  // back to surface.surfaceEmissivity when the product does not state one.
  const surface = r.section(calc, 'surface');
  const outer = layers.length > 0 ? layers[layers.length - 1]!.product : null;
  const clad = !r.isMissing(surface, 'surfaceMaterialId');
  let epsInsulated = epsBare;
  let emissivitySource: Case['emissivitySource'] = 'bare';
  if (layers.length > 0 || calcThickness) {
    if (!clad && outer && outer.surfaceEmissivity !== null) {
      epsInsulated = outer.surfaceEmissivity;
      emissivitySource = 'insulation';
    } else {
      epsInsulated = r.num(surface, 'surfaceEmissivity', 'calculation.surface', FRACTION);
      // Without a cladding the entered value describes the outer surface itself: never call it
      // the cladding's.
      emissivitySource = clad ? 'cladding' : 'surface';
    }
  }

  // subconstruction
  let bridge: Bridge | null = null;
  const sc = r.section(calc, 'subconstruction');
  const scP = 'calculation.subconstruction';
  if (sc.subconstructionEnabled === true) {
    const typeId = r.num(sc, 'thermalBridgeId', scP);
    const quantity = r.num(sc, 'bridgeQuantity', scP, NON_NEGATIVE);
    const types = Array.isArray(input.subconstructionTypes) ? input.subconstructionTypes : [];
    const type = types.find((t): t is Obj => isObj(t) && t.id === typeId);
    let lambda = r.optNum(sc, 'thermalConductivity', scP, POSITIVE);
    if (!Number.isNaN(typeId)) {
      if (!type) {
        errors.push(
          thermalError(ThermalErrorKey.UnknownSubconstruction, `${scP}.thermalBridgeId`, {
            thermalBridgeId: typeId,
          }),
        );
      } else {
        const tp = `subconstructionTypes.${types.indexOf(type)}`;
        const area = r.num(type, 'crossSection', tp, POSITIVE) * 1e-6;
        if (lambda === null) lambda = r.optNum(type, 'thermalConductivity', tp, POSITIVE);
        if (lambda === null)
          errors.push(
            thermalError(ThermalErrorKey.Required, `${scP}.thermalConductivity`, {
              field: `${scP}.thermalConductivity`,
            }),
          );
        else if (!Number.isNaN(area) && !Number.isNaN(quantity))
          bridge = { lambdaArea: lambda * area, quantity };
      }
    }
  }

  if (
    errors.length > 0 ||
    material === null ||
    ambientLocation === null ||
    timeOrTemperature === null ||
    standard === null ||
    surfaceMethod === null
  ) {
    return { ok: false, errors };
  }

  const value: Case = {
    equipment,
    orientation,
    position,
    material,
    diameter,
    wallThickness,
    length,
    width,
    height,
    nominalSize,
    lambdaWall: WALL_CONDUCTIVITY[material],
    materialDensity,
    materialHeatCapacity,
    heatDissipation,
    bottomOnFoundation,
    epsBare,
    epsInsulated,
    emissivitySource,
    calculationType,
    thicknessType,
    timeOrTemperature,
    standard,
    mediumTemperature,
    inletTemperature,
    mediumDensity,
    mediumHeatCapacity,
    freezingPoint,
    velocity,
    frozenFraction,
    frozenDensity,
    latentHeat,
    fillLevel,
    relativeHumidity,
    targets,
    ambientLocation,
    ambientTemperature,
    wind,
    surfaceMethod,
    givenSurfaceCoefficient,
    operatingHours,
    economics,
    economicsMissing,
    price,
    co2Factor,
    layers,
    bridge,
    allDiameter,
  };
  return { ok: true, value: { case: value, products } };
}
