import Alert from '@mui/material/Alert';
import { ApiRequestError } from './api-context.tsx';

/**
 * The error alert of a failed action: the API's summary and, as a list, each of its `errorCauses`
 * (suite error shape, compliance/api/src/errors.ts). `role="alert"` so screen readers announce it (WCAG 4.1.3).
 * A failure that is not an API error (the network, a bug) shows `fallback`.
 *
 * Renders nothing while `failed` is false.
 */
export function ActionError({
  failed,
  error,
  fallback = 'Operazione non riuscita. Riprova.',
}: {
  /** Whether the last attempt failed (e.g. a mutation's `isError`). */
  failed: boolean;
  /** What it threw. */
  error: unknown;
  /** Shown when `error` is not an {@link ApiRequestError}. */
  fallback?: string;
}) {
  if (!failed) return null;
  const failure = error instanceof ApiRequestError ? error : null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {failure ? failure.summary : fallback}
      {failure && failure.causes.length > 0 && (
        <ul>
          {failure.causes.map((c, i) => (
            <li key={`${i}-${c.field ?? ''}`}>{c.errorSummary}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/**
 * The outcome of a decision panel's last action: a success message (`role="status"`, announced politely) or the
 * {@link ActionError} of a failure. Renders nothing when there is neither.
 */
export function ActionOutcome({
  done,
  failed,
  error,
  fallback,
}: {
  /** The success message of the last action, or null. */
  done: string | null;
  failed: boolean;
  error: unknown;
  fallback?: string;
}) {
  return (
    <>
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      <ActionError failed={failed} error={error} fallback={fallback} />
    </>
  );
}
