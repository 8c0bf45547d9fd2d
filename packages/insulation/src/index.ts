// Domain layer (insulation-domain): entities, defaults, stored mapping, applicability, validation.
export * from './domain/index';
// State (insulation-domain): project slice, selectors, start/save flows.
export * from './state/index';
