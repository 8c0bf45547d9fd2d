import { Equipment, Orientation, Position } from '../enums';
import type { Case } from '../model-types';
import { INCLUDE_SHEET_CONDUCTION } from '../model/pipe-materials';
import type { FreeSurface, SurfaceCoefficientMethod } from '../model/surface-coefficients';
import {
  Shape,
  solveSteady,
  type ConvectionSpec,
  type LengthSpec,
  type SteadyLayer,
  type SteadyPart,
  type SteadySolution,
} from './steady';

/** One surface of the object and how much of it there is (m of length, or m² of area). */
export interface ObjectPart {
  part: SteadyPart;
  /** m (cylinders, ducts) or m² (planes) */
  amount: number;
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

/** The surfaces of the object (physics.md §2 and the convection choices of §4). */
export function buildGeometry(c: Case): ObjectGeometry {
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
      return { parts: [{ part, amount: c.length }], bridgeBasis: c.length, linear: true };
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
      return { parts: [{ part, amount: area }], bridgeBasis: area, linear: false };
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
      return { parts: [{ part, amount: c.length }], bridgeBasis: c.length, linear: true };
    }
    case Equipment.Vessel:
    case Equipment.Tank: {
      const D = c.diameter;
      const endArea = (Math.PI * D * D) / 4;
      const shell: SteadyPart = {
        shape: Shape.Cylinder,
        baseSize: D,
        wallResistance: cylinderWallResistance(D, c.wallThickness, c.lambdaWall),
        convection: convection(
          method,
          true,
          vertical ? 'vertical' : 'horizontalCylinder',
          vertical ? fixed(c.length) : OUTER_D,
          OUTER_D,
        ),
      };
      const end = (surface: FreeSurface): SteadyPart => ({
        shape: Shape.Plane,
        baseSize: 1,
        wallResistance: planeR,
        convection: convection(
          method,
          false,
          surface,
          fixed(D),
          fixed(D),
          surface === 'vertical' ? undefined : fixed(D / 4),
        ),
      });
      const parts: ObjectPart[] = [{ part: shell, amount: c.length }];
      if (vertical) {
        parts.push(
          { part: end('horizontalTop'), amount: endArea },
          { part: end('horizontalBottom'), amount: endArea },
        );
      } else {
        parts.push({ part: end('vertical'), amount: 2 * endArea });
      }
      return { parts, bridgeBasis: Math.PI * D * c.length + 2 * endArea, linear: false };
    }
  }
}

export interface ObjectSolution {
  parts: { sol: SteadySolution; amount: number }[];
  /** The main surface (pipe, wall, duct, vessel shell). */
  main: SteadySolution;
  /** The surface whose temperature is furthest from ambient. */
  critical: SteadySolution;
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
  const parts: { sol: SteadySolution; amount: number }[] = [];
  let total = 0;
  let area = 0;
  let critical: SteadySolution | null = null;
  for (const p of geometry.parts) {
    const sol = solveSteady(p.part, layers, emissivity, mediumTemperature, c.ambientTemperature, c.wind);
    parts.push({ sol, amount: p.amount });
    total += sol.q * p.amount;
    area += sol.outerArea * p.amount;
    if (
      !critical ||
      Math.abs(sol.surfaceTemperature - c.ambientTemperature) >
        Math.abs(critical.surfaceTemperature - c.ambientTemperature)
    ) {
      critical = sol;
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
  const main = parts[0]!.sol;
  return {
    parts,
    main,
    critical: critical ?? main,
    heatFlowTotal: total,
    bridgeHeatFlow: bridge,
    outerArea: area,
    heatFlowPerMetre: geometry.linear ? total / c.length : null,
    heatFlowDensity: area > 0 ? total / area : 0,
  };
}
