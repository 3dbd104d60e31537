import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, type ErrorKey } from '../errors.ts';
import { isOAuthPath } from '../oidc/error-handler.ts';

interface ClientErrorInfo {
  key: ErrorKey;
  oauthDescription: string;
}

/** Node's parser and timeout errors as registry errors (status from the registry) and OAuth descriptions. */
function classify(err: NodeJS.ErrnoException): ClientErrorInfo {
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    return { key: 'headersTooLarge', oauthDescription: 'The request URL or headers are too large.' };
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { key: 'requestTimeout', oauthDescription: 'The request was not received in time.' };
  }
  return { key: 'malformedRequest', oauthDescription: 'The request is not valid HTTP.' };
}

/** The path of the request line at the start of the bytes Node was parsing, when there is one. */
function requestPath(err: NodeJS.ErrnoException & { rawPacket?: unknown }): string | undefined {
  const raw = err.rawPacket;
  if (!Buffer.isBuffer(raw)) return undefined;
  return /^[A-Z]{1,16} (\/\S*)/.exec(raw.subarray(0, 256).toString('latin1'))?.[1];
}

/**
 * The HTTP server's `clientError` handler (Node answers these itself, before any route or hook runs: a request
 * line or headers over `maxHeaderSize` -> 431, a request timeout -> 408, bytes that are not HTTP -> 400). Writes a
 * protocol-shaped JSON body instead of Node's empty one: `{error, error_description}` when the request line names
 * a path under /oauth2/ or /.well-known/, else the registry body (`E0000001`). Then closes the connection.
 * Connection resets and destroyed sockets get nothing. Install it as Fastify's `clientErrorHandler` and on any
 * other server that hands requests to the app (@shared/listen).
 */
export function handleClientError(err: NodeJS.ErrnoException, socket: Duplex, log: FastifyBaseLogger): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { key, oauthDescription } = classify(err);
  const apiError = new ApiError(key);
  const path = requestPath(err);
  const body = JSON.stringify(
    path !== undefined && isOAuthPath(path)
      ? { error: 'invalid_request', error_description: oauthDescription }
      : apiError.toBody(),
  );
  log.info({ code: err.code, status: apiError.statusCode }, 'client error');
  if (socket.writable) {
    const status = apiError.statusCode;
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
