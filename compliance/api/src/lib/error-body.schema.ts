/** JSON schema of the error body `{errorCode, errorSummary, errorCauses}` (see errors.ts). */
export const errorBodySchema = {
  type: 'object',
  required: ['errorCode', 'errorSummary', 'errorCauses'],
  properties: {
    errorCode: { type: 'string' },
    errorSummary: { type: 'string' },
    errorCauses: {
      type: 'array',
      items: {
        type: 'object',
        required: ['errorSummary'],
        properties: { errorSummary: { type: 'string' }, field: { type: 'string' } },
      },
    },
  },
} as const;
