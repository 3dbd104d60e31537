import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Str = () => Type.String();
const Map = () => Nullable(Type.Record(Type.String(), Type.Unknown()));

const PartySchema = Type.Object({
  id: Str(),
  type: Str(),
  alternateId: Nullable(Str()),
  displayName: Nullable(Str()),
  detailEntry: Map(),
});

/** One System Log event (Okta System Log API "LogEvent object"). */
export const LogEventSchema = Type.Object({
  uuid: Str(),
  published: Type.String({ format: 'date-time' }),
  eventType: Str(),
  version: Str(),
  severity: Str(),
  displayMessage: Nullable(Str()),
  legacyEventType: Nullable(Str()),
  actor: PartySchema,
  client: Type.Object({
    ipAddress: Nullable(Str()),
    userAgent: Type.Object({ rawUserAgent: Str(), os: Str(), browser: Str() }),
    zone: Str(),
    device: Str(),
    id: Nullable(Str()),
    geographicalContext: Map(),
  }),
  outcome: Type.Object({ result: Str(), reason: Nullable(Str()) }),
  target: Type.Array(PartySchema),
  transaction: Type.Object({
    type: Str(),
    id: Nullable(Str()),
    detail: Type.Record(Type.String(), Type.Unknown()),
  }),
  debugContext: Type.Object({ debugData: Type.Record(Type.String(), Type.Unknown()) }),
  authenticationContext: Type.Object({
    authenticationProvider: Nullable(Str()),
    credentialProvider: Nullable(Str()),
    credentialType: Nullable(Str()),
    issuer: Map(),
    interface: Nullable(Str()),
    authenticationStep: Type.Integer(),
    externalSessionId: Nullable(Str()),
  }),
  securityContext: Type.Object({
    asNumber: Nullable(Type.Integer()),
    asOrg: Nullable(Str()),
    isp: Nullable(Str()),
    domain: Nullable(Str()),
    isProxy: Nullable(Type.Boolean()),
  }),
  request: Type.Object({
    ipChain: Type.Array(
      Type.Object({ ip: Str(), geographicalContext: Map(), version: Str(), source: Nullable(Str()) }),
    ),
  }),
});
export type LogEventShape = Static<typeof LogEventSchema>;

/** The query of `GET /api/v1/logs` (checked in log-query.ts). */
export const LogQuerySchema = Type.Object({
  since: Type.Optional(Type.String({ maxLength: 64 })),
  until: Type.Optional(Type.String({ maxLength: 64 })),
  filter: Type.Optional(Type.String()),
  q: Type.Optional(Type.String({ maxLength: 1000 })),
  sortOrder: Type.Optional(Type.String({ maxLength: 20 })),
  limit: Type.Optional(Type.String({ maxLength: 10 })),
  after: Type.Optional(Type.String({ maxLength: 64 })),
});
