export * from './dipendenze.ts';
export * from './istituti.ts';
export * from './lists.ts';
export * from './roles.ts';
export * from './validate.ts';
export * from './operazioni.ts';
export * from './soggetti.ts';
export * from './tax-codes.ts';
