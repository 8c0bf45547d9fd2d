/** How much longer than on a quiet machine a test may wait now (see patience.mjs). */
export declare const PATIENCE: number;
/** `ms` (a timeout tuned on a quiet machine) scaled by {@link PATIENCE}. */
export declare function patient(ms: number): number;
