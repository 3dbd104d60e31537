import { Type, type Static } from 'typebox';

/**
 * A HAL link (design/authn-protocol.md §1.3): `{href, hints:{allow:[...]}}`, plus `name` on `next` and on array
 * items. A link is callable by clients only when `hints.allow` holds exactly one method; a link with a `type`
 * (QR code image, Duo script) is data, not an action.
 */
export const LinkSchema = Type.Object({
  href: Type.String(),
  name: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  hints: Type.Optional(Type.Object({ allow: Type.Array(Type.String()) })),
});

/** `_links` of a transaction or of an embedded resource: one link, or an array of named links (`resend`, `send`). */
export const LinksSchema = Type.Record(Type.String(), Type.Union([LinkSchema, Type.Array(LinkSchema)]));

export type Link = Static<typeof LinkSchema>;
export type Links = Static<typeof LinksSchema>;
