/** Physical constants and solver settings (physics.md §3, §4). */

/** Stefan–Boltzmann constant, W/(m²·K⁴). */
export const STEFAN_BOLTZMANN = 5.67e-8;

/** 0 °C in kelvin. */
export const KELVIN_OFFSET = 273.15;

/** Convergence target of the surface-temperature iteration, K (physics.md §3). */
export const SURFACE_TEMPERATURE_TOLERANCE = 1e-6;

/** Iterations of the plain (damped) fixed-point solve before the bracketing fallback. */
export const FIXED_POINT_ITERATIONS = 60;

/** Iteration cap of each steady-solver loop; beyond it the result is a Thermal_Error_NotConverged. */
export const MAX_STEADY_ITERATIONS = 400;

/** Iteration cap of the outer loops (flowing medium end temperature, static mean temperature). */
export const MAX_OUTER_ITERATIONS = 200;

/** Tolerance of the outer loops, K. */
export const OUTER_TOLERANCE = 1e-7;

/** Resolution of the continuous ("exact") thickness bisection, mm. */
export const EXACT_THICKNESS_RESOLUTION_MM = 1e-4;

/** Seconds per hour. */
export const SECONDS_PER_HOUR = 3600;
