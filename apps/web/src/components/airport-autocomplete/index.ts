export * from './airport-autocomplete';
