export * from './transaction.ts';
export * from './error.ts';
export * from './session.ts';
export * from './oidc.ts';
