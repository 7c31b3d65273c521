export * from './airport';
export * from './airport-list';
export * from './airport-place-api';
export * from './airport-places';
export * from './load-airports';
export * from './search-airports';
