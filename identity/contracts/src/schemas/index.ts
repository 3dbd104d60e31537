// JSON schemas (TypeBox) of the wire shapes in ../*.ts. Servers import them; browsers import only the types.
export * from './error.schema.ts';
export * from './transaction.schema.ts';
export * from './session.schema.ts';
