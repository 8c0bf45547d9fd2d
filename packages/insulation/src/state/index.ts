export * from './projectSlice';
export * from './projectSelectors';
