/**
 * The text fields of an upload form as a DocumentoInput candidate: `riservato` from `true`/`false`/`on` (absent:
 * false); every other field kept as sent, so validation (documentoErrors) names what is wrong or unknown.
 */
export function uploadFields(fields: Record<string, string>): Record<string, unknown> {
  const { riservato, ...rest } = fields;
  const body: Record<string, unknown> = { ...rest };
  if (riservato === undefined || riservato === '' || riservato === 'false') body.riservato = false;
  else if (riservato === 'true' || riservato === 'on') body.riservato = true;
  else body.riservato = riservato; // refused by the schema with its Italian message
  return body;
}
