export * from './airport';
export * from './airport-list';
export * from './airport-places';
export * from './load-airports';
export * from './search-airports';
