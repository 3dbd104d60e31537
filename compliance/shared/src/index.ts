export * from './dipendenze.ts';
export * from './istituti.ts';
export * from './lists.ts';
export * from './roles.ts';
export * from './validate.ts';
