// The package's public API: every export is named here.
export {};
