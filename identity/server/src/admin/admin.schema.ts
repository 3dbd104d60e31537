import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';

/** A HAL link of a management object: `{href, hints: {allow: [methods]}}`. */
export const HrefSchema = Type.Object({
  href: Type.String(),
  hints: Type.Optional(Type.Object({ allow: Type.Array(Type.String()) })),
});

/** The query of a management list endpoint (Okta: `q`, `filter`, `limit`, `after`); others are ignored. */
export const ListQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  filter: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String({ maxLength: 10 })),
  after: Type.Optional(Type.String({ maxLength: 200 })),
});

/** The error answers every management route may give (registry body, src/errors.ts). */
export const ADMIN_ERRORS = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
};

/** `{href, hints}` for a path under the issuer. */
export function href(
  issuer: string,
  path: string,
  allow: string[],
): { href: string; hints: { allow: string[] } } {
  return { href: `${issuer}${path}`, hints: { allow } };
}
