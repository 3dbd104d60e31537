import type { ErrorCause } from '@identity/contracts';

/** The subset of an Ajv error object that fastify passes in `error.validation`. */
export interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Turns one schema problem into an Okta-style error cause in words a person understands,
 * e.g. `{errorSummary: "password: The field cannot be left blank", property: "password"}`.
 */
export function describeValidationError(issue: AjvIssue, context: string): ErrorCause {
  const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : undefined;
  const extra =
    typeof issue.params.additionalProperty === 'string' ? issue.params.additionalProperty : undefined;
  const property = [base, missing ?? extra].filter(Boolean).join('.') || undefined;
  const reason = reasonFor(issue, property === undefined ? context : undefined);
  return property
    ? { errorSummary: `${property}: ${reason}`, property, reason }
    : { errorSummary: reason, reason };
}

function reasonFor(issue: AjvIssue, wholeContext: string | undefined): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return 'The field cannot be left blank';
    case 'type':
      if (wholeContext === 'body') return 'The request body must be a JSON object';
      return `The value must be of type ${String(p.type)}`;
    case 'minLength':
      return p.limit === 1
        ? 'The field cannot be left blank'
        : `The value must be at least ${String(p.limit)} characters long`;
    case 'maxLength':
      return `The value must be at most ${String(p.limit)} characters long`;
    case 'additionalProperties':
      return 'This property is not allowed';
    case 'enum':
      return `The value must be one of: ${(p.allowedValues as unknown[] | undefined)?.join(', ') ?? 'the allowed values'}`;
    case 'format':
    case 'pattern':
      return 'The value is not valid';
    default:
      return issue.message ? `The value ${issue.message}` : 'The value is not valid';
  }
}
