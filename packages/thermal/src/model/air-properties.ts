import { KELVIN_OFFSET } from './constants';

/**
 * Properties of dry air at 101 325 Pa as smooth functions of temperature, for the Nusselt
 * correlations (evaluated at the film temperature (θ_se + θₐ)/2).
 *
 * - dynamic viscosity: Sutherland's law, μ = 1.458e-6·T^1.5/(T + 110.4) Pa·s;
 * - conductivity: the cubic fit k = −3.9333e-4 + 1.0184e-4·T − 4.8574e-8·T² + 1.5207e-11·T³
 *   W/(m·K) (fit of the tabulated values in Incropera, Fundamentals of Heat and Mass Transfer,
 *   Table A.4, 100–1600 K);
 * - specific heat: c_p = 1002.5 + 2.75e-4·(T − 200)² J/(kg·K) (same table, within 0.5 %
 *   over 200–600 K);
 * - density: ideal gas, R = 287.05 J/(kg·K); expansion coefficient β = 1/T.
 * Against Incropera Table A.4 at 250, 300, 350 and 400 K these give k, ν and Pr within 1 %.
 */
export interface AirProperties {
  /** W/(m·K) */
  conductivity: number;
  /** kinematic viscosity, m²/s */
  kinematicViscosity: number;
  /** thermal diffusivity, m²/s */
  diffusivity: number;
  prandtl: number;
  /** 1/K */
  expansion: number;
}

const PRESSURE = 101325;
const GAS_CONSTANT = 287.05;

/** Air properties at the temperature θ (°C). Clamped to 150 K … 1500 K so that any input stays finite. */
export function airProperties(temperatureC: number): AirProperties {
  let t = temperatureC + KELVIN_OFFSET;
  if (!(t > 150)) t = 150;
  else if (t > 1500) t = 1500;
  const mu = (1.458e-6 * t * Math.sqrt(t)) / (t + 110.4);
  const k = -3.9333e-4 + t * (1.0184e-4 + t * (-4.8574e-8 + t * 1.5207e-11));
  const d = t - 200;
  const cp = 1002.5 + 2.75e-4 * d * d;
  const rho = PRESSURE / (GAS_CONSTANT * t);
  return {
    conductivity: k,
    kinematicViscosity: mu / rho,
    diffusivity: k / (rho * cp),
    prandtl: (mu * cp) / k,
    expansion: 1 / t,
  };
}
