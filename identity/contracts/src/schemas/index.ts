// TypeBox schemas: the one definition of each wire shape (house style 2.0). The types are derived from them with
// `Static<>` and re-exported type-only by ../index.ts, so browsers never load TypeBox; servers import the schemas.
export * from './link.schema.ts';
export * from './user.schema.ts';
export * from './error.schema.ts';
export * from './factor-parts.schema.ts';
export * from './webauthn.schema.ts';
export * from './factor-types.schema.ts';
export * from './factor.schema.ts';
export * from './policy.schema.ts';
export * from './transaction.schema.ts';
export * from './authn-request.schema.ts';
export * from './factor-request.schema.ts';
export * from './session.schema.ts';
