/** Field builders the request schemas share, so the same field answers the same Spanish message everywhere. */
export * from './formats';
export * from './numbers';
export * from './phone';
export * from './text';
export * from './traveller-details';
