/**
 * Product conductivity λ(θ) from points (θ °C, λ W/(m·K)): linear between points, linear
 * extrapolation from the end segments (physics.md §3). One point means a constant λ.
 */
export type ConductivityPoints = readonly (readonly [number, number])[];

export function conductivityAt(points: ConductivityPoints, theta: number): number {
  const n = points.length;
  if (n === 1) return points[0]![1];
  let i = 0;
  // segment index: the last segment whose start is ≤ θ, clamped to [0, n-2]
  while (i < n - 2 && theta > points[i + 1]![0]) i++;
  const [t0, l0] = points[i]!;
  const [t1, l1] = points[i + 1]!;
  return l0 + ((l1 - l0) * (theta - t0)) / (t1 - t0);
}
