import { errorBodySchema } from '../lib/error-body.schema.ts';

/** `GET /api/me` 200 body: the signed-in user as the suite sees them. */
export interface MeBody {
  sub: string;
  name: string;
  email: string;
  roles: string[];
}

export const meSchema = {
  response: {
    200: {
      type: 'object',
      required: ['sub', 'name', 'email', 'roles'],
      additionalProperties: false,
      properties: {
        sub: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        roles: { type: 'array', items: { type: 'string' } },
      },
    },
    401: errorBodySchema,
    503: errorBodySchema,
  },
} as const;
