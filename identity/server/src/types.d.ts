// Per-request state of the identity provider's Fastify requests (see plugins/cors.ts).
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the CORS hook when the request's Origin is trusted for CORS. */
    corsAllowed?: boolean;
  }
  interface FastifyContextConfig {
    /**
     * `debug`: the route's successful answers write their access line at debug instead of info
     * (plugins/access-log.ts); for public documents such as the JWKS, discovery and health probes.
     */
    accessLog?: 'debug';
  }
}
export {};
