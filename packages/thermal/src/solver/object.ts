import { Equipment, Orientation, Position } from '../enums';
import type { Case } from '../model-types';
import { INCLUDE_SHEET_CONDUCTION } from '../model/pipe-materials';
import { INNER_GAS_SURFACE_RESISTANCE, groundResistance, wettedPerimeterFraction } from '../model/vessel';
import {
  SurfaceCoefficientMethod as SurfaceCoefficientMethodValues,
  type FreeSurface,
  type SurfaceCoefficientMethod,
} from '../model/surface-coefficients';
import {
  Shape,
  solveSteady,
  type ConvectionSpec,
  type LengthSpec,
  type SteadyLayer,
  type SteadyPart,
  type SteadySolution,
} from './steady';

import type { PartName } from '../types';

/** One surface of the object and how much of it there is (m of length, or m² of area). */
export interface ObjectPart {
  name: PartName;
  part: SteadyPart;
  /** m (cylinders, ducts) or m² (planes) */
  amount: number;
  /** In contact with the medium (else with the gas space above it, through an inner film). */
  wetted: boolean;
  /** Facing the ambient air (false: a tank bottom standing on its foundation). */
  exposed: boolean;
}

export interface ObjectGeometry {
  parts: ObjectPart[];
  /** m (pipes, ducts: bridges per metre) or m² (walls, vessels, tanks: bridges per m²) */
  bridgeBasis: number;
  /** True for pipes and ducts (results per metre). */
  linear: boolean;
}

function convection(
  method: SurfaceCoefficientMethod,
  cylinder: boolean,
  surface: FreeSurface,
  freeLength: LengthSpec,
  forcedLength: LengthSpec,
  nusseltFreeLength?: LengthSpec,
): ConvectionSpec {
  const spec: ConvectionSpec = { method, surface, freeLength, cylinder, forcedLength };
  if (nusseltFreeLength) spec.nusseltFreeLength = nusseltFreeLength;
  return spec;
}

const fixed = (value: number): LengthSpec => ({ kind: 'fixed', value });
const OUTER_D: LengthSpec = { kind: 'outerDiameter' };

function cylinderWallResistance(outer: number, thickness: number, lambda: number): number {
  return thickness > 0 ? Math.log(outer / (outer - 2 * thickness)) / (2 * Math.PI * lambda) : 0;
}

/**
 * The surfaces of the object (physics.md §2 and the convection choices of §4). With a given h_se
 * (method 3) every surface facing the air takes it as its whole film coefficient; a bottom on its
 * foundation keeps the ground's conductance.
 */
export function buildGeometry(c: Case): ObjectGeometry {
  const geometry = surfacesOf(c);
  const given = c.surfaceMethod === SurfaceCoefficientMethodValues.Given ? c.givenSurfaceCoefficient : null;
  if (given === null || given === undefined) return geometry;
  return {
    ...geometry,
    parts: geometry.parts.map((p) =>
      p.exposed
        ? { ...p, part: { ...p.part, convection: { ...p.part.convection, fixedCoefficient: given } } }
        : p,
    ),
  };
}

function surfacesOf(c: Case): ObjectGeometry {
  const method = c.surfaceMethod;
  const vertical = c.orientation === Orientation.Vertical;
  const planeR = INCLUDE_SHEET_CONDUCTION ? c.wallThickness / c.lambdaWall : 0;
  switch (c.equipment) {
    case Equipment.Pipe: {
      const part: SteadyPart = {
        shape: Shape.Cylinder,
        baseSize: c.diameter,
        wallResistance: cylinderWallResistance(c.diameter, c.wallThickness, c.lambdaWall),
        convection: convection(
          method,
          true,
          vertical ? 'vertical' : 'horizontalCylinder',
          vertical ? fixed(c.length) : OUTER_D,
          OUTER_D,
        ),
      };
      return {
        parts: [{ name: 'pipe', part, amount: c.length, wetted: true, exposed: true }],
        bridgeBasis: c.length,
        linear: true,
      };
    }
    case Equipment.Wall: {
      const surface: FreeSurface = vertical
        ? 'vertical'
        : c.position === Position.Bottom
          ? 'horizontalBottom'
          : 'horizontalTop';
      const part: SteadyPart = {
        shape: Shape.Plane,
        baseSize: 1,
        wallResistance: planeR,
        convection: convection(
          method,
          false,
          surface,
          fixed(c.width),
          fixed(c.width),
          // horizontal plates: the Nusselt correlations' length is area / perimeter
          vertical ? undefined : fixed((c.length * c.width) / (2 * (c.length + c.width))),
        ),
      };
      const area = c.length * c.width;
      return {
        parts: [{ name: 'wall', part, amount: area, wetted: true, exposed: true }],
        bridgeBasis: area,
        linear: false,
      };
    }
    case Equipment.Duct: {
      const perimeter = 2 * (c.width + c.height);
      const part: SteadyPart = {
        shape: Shape.Duct,
        baseSize: perimeter,
        wallResistance: INCLUDE_SHEET_CONDUCTION ? c.wallThickness / (c.lambdaWall * perimeter) : 0,
        convection: convection(
          method,
          false,
          'vertical',
          vertical ? fixed(c.length) : { kind: 'outerDuctSide', side: c.height },
          { kind: 'outerDuctSide', side: c.width },
        ),
      };
      return {
        parts: [{ name: 'duct', part, amount: c.length, wetted: true, exposed: true }],
        bridgeBasis: c.length,
        linear: true,
      };
    }
    case Equipment.Vessel:
    case Equipment.Tank: {
      const D = c.diameter;
      const endArea = (Math.PI * D * D) / 4;
      const fill = c.fillLevel;
      const shellWall = cylinderWallResistance(D, c.wallThickness, c.lambdaWall);
      const innerDiameter = D - 2 * c.wallThickness;
      const gas = INNER_GAS_SURFACE_RESISTANCE;
      const shell = (wetted: boolean): SteadyPart => ({
        shape: Shape.Cylinder,
        baseSize: D,
        wallResistance: shellWall + (wetted ? 0 : gas / (Math.PI * innerDiameter)),
        convection: convection(
          method,
          true,
          vertical ? 'vertical' : 'horizontalCylinder',
          vertical ? fixed(c.length) : OUTER_D,
          OUTER_D,
        ),
      });
      const end = (surface: FreeSurface, wetted: boolean): SteadyPart => ({
        shape: Shape.Plane,
        baseSize: 1,
        wallResistance: planeR + (wetted ? 0 : gas),
        convection: convection(
          method,
          false,
          surface,
          fixed(D),
          fixed(D),
          surface === 'vertical' ? undefined : fixed(D / 4),
        ),
      });
      const parts: ObjectPart[] = [];
      const add = (p: Omit<ObjectPart, 'exposed'> & { exposed?: boolean }) => {
        if (p.amount > 0) parts.push({ exposed: true, ...p });
      };
      if (vertical) {
        // the roof faces up: heat flows up from a hot roof, down into a cold one; the bottom the reverse
        const hot = c.mediumTemperature >= c.ambientTemperature;
        add({ name: 'shellWetted', wetted: true, part: shell(true), amount: fill * c.length });
        add({ name: 'shellUnwetted', wetted: false, part: shell(false), amount: (1 - fill) * c.length });
        add({
          name: 'roof',
          wetted: fill >= 1,
          part: end(hot ? 'horizontalTop' : 'horizontalBottom', fill >= 1),
          amount: endArea,
        });
        if (c.bottomOnFoundation) {
          const ground: SteadyPart = {
            shape: Shape.Plane,
            baseSize: 1,
            wallResistance: planeR,
            convection: {
              ...end('horizontalBottom', true).convection,
              fixedCoefficient: 1 / groundResistance(D),
            },
          };
          add({ name: 'bottom', wetted: true, exposed: false, part: ground, amount: endArea });
        } else {
          add({
            name: 'bottom',
            wetted: true,
            part: end(hot ? 'horizontalBottom' : 'horizontalTop', true),
            amount: endArea,
          });
        }
      } else {
        const wettedShare = wettedPerimeterFraction(fill);
        add({ name: 'shellWetted', wetted: true, part: shell(true), amount: wettedShare * c.length });
        add({
          name: 'shellUnwetted',
          wetted: false,
          part: shell(false),
          amount: (1 - wettedShare) * c.length,
        });
        add({ name: 'endsWetted', wetted: true, part: end('vertical', true), amount: 2 * endArea * fill });
        add({
          name: 'endsUnwetted',
          wetted: false,
          part: end('vertical', false),
          amount: 2 * endArea * (1 - fill),
        });
      }
      return { parts, bridgeBasis: Math.PI * D * c.length + 2 * endArea, linear: false };
    }
  }
}

export interface SolvedPart {
  name: PartName;
  /** A cylinder (pipe, shell): its layers have outer diameters. */
  cylinder: boolean;
  sol: SteadySolution;
  amount: number;
  wetted: boolean;
  exposed: boolean;
}

export interface ObjectSolution {
  parts: SolvedPart[];
  /** The main surface (pipe, wall, duct, the wetted vessel shell). */
  main: SteadySolution;
  /**
   * The part that defines the object's surface temperature: of the parts facing the air, the
   * warmest for a hot object (medium at or above ambient), the coldest for a cold one.
   */
  critical: SteadySolution;
  criticalPart: PartName;
  /** W, whole object, including thermal bridges. */
  heatFlowTotal: number;
  /** W */
  bridgeHeatFlow: number;
  /** m² */
  outerArea: number;
  /** W/m (pipes, ducts) or null */
  heatFlowPerMetre: number | null;
  /** W/m² of the outer surface */
  heatFlowDensity: number;
}

/** Solve every surface of the object at medium temperature θᵢ and add the thermal bridges. */
export function solveObject(
  c: Case,
  geometry: ObjectGeometry,
  layers: readonly SteadyLayer[],
  emissivity: number,
  mediumTemperature: number,
): ObjectSolution {
  const parts: SolvedPart[] = [];
  let total = 0;
  let area = 0;
  let critical: SolvedPart | null = null;
  const hot = mediumTemperature >= c.ambientTemperature;
  for (const p of geometry.parts) {
    const sol = solveSteady(
      p.part,
      layers,
      // A given h_se holds the radiation already.
      p.exposed && c.surfaceMethod !== SurfaceCoefficientMethodValues.Given ? emissivity : 0,
      mediumTemperature,
      c.ambientTemperature,
      c.wind,
    );
    const solved: SolvedPart = {
      name: p.name,
      cylinder: p.part.shape === Shape.Cylinder,
      sol,
      amount: p.amount,
      wetted: p.wetted,
      exposed: p.exposed,
    };
    parts.push(solved);
    total += sol.q * p.amount;
    area += sol.outerArea * p.amount;
    if (
      p.exposed &&
      (!critical ||
        (hot
          ? sol.surfaceTemperature > critical.sol.surfaceTemperature
          : sol.surfaceTemperature < critical.sol.surfaceTemperature))
    ) {
      critical = solved;
    }
  }
  let insulation = 0;
  for (const l of layers) insulation += l.thickness;
  let bridge = 0;
  if (c.bridge && insulation > 0) {
    bridge =
      ((c.bridge.quantity * c.bridge.lambdaArea) / insulation) *
      (mediumTemperature - c.ambientTemperature) *
      geometry.bridgeBasis;
  }
  total += bridge;
  const first = parts[0]!;
  const crit = critical ?? first;
  return {
    parts,
    main: first.sol,
    critical: crit.sol,
    criticalPart: crit.name,
    heatFlowTotal: total,
    bridgeHeatFlow: bridge,
    outerArea: area,
    heatFlowPerMetre: geometry.linear ? total / c.length : null,
    heatFlowDensity: area > 0 ? total / area : 0,
  };
}
