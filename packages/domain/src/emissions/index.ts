export * from './flight-emissions';
export * from './hotel-emissions';
