export * from './insulationApi';
