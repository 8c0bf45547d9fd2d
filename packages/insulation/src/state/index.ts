export * from './projectSlice';
export * from './projectSelectors';
export * from './projectFlows';
export * from './projectAutosave';
export * from './anonymousProject';
export * from './localProject';
