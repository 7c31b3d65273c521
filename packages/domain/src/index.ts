export * from './auth/auth-schemas';
export * from './auth/password';
export * from './companies/company';
export * from './errors/api-error';
export * from './routing/guards';
export * from './session/session';
export * from './users/roles';
export * from './users/user-profile';
