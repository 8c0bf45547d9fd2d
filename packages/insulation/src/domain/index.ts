export * from './enums';
export * from './types';
export * from './defaults';
export * from './stored';
export * from './paths';
export * from './applicability';
export * from './validation';
export * from './codelists';
