export * from './contract';
export * from './prism';
