import type { Link } from '@identity/contracts';

/**
 * A HAL link with an absolute href under the issuer (design/authn-protocol.md §1.3: every link is
 * `{href, hints:{allow:[...]}}`, plus `name` where the protocol names it).
 */
export function link(issuer: string, path: string, opts: { name?: string; allow?: string[] } = {}): Link {
  return {
    ...(opts.name ? { name: opts.name } : {}),
    href: `${issuer}${path}`,
    hints: { allow: opts.allow ?? ['POST'] },
  };
}
