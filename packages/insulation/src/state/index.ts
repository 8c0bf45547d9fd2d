export * from './projectSlice';
export * from './projectSelectors';
export * from './projectFlows';
