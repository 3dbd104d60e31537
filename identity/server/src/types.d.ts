// Per-request state of the identity provider's Fastify requests (see plugins/cors.ts).
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the CORS hook when the request's Origin is trusted for CORS. */
    corsAllowed?: boolean;
  }
}
export {};
