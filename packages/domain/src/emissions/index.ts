export * from './flight-emissions';
export * from './flight-result-emissions';
export * from './format-emissions';
export * from './hotel-emissions';
