import { useEffect, useRef } from 'react';
import type { Translate } from '../../../i18n/translator.ts';
import { duoFrameUrl, type DuoOptions } from './duo-options.ts';

/** A response of the Duo frame: `AUTH|…|…` (verify) or `ENROLL|…|…` (enrolment), or `ERR|message`. */
const SIGNED = /^(?:AUTH|ENROLL)\|[A-Za-z0-9+/=]+\|[A-Za-z0-9+/=]+$/;
const ERR = /^ERR\|(.+)$/;

interface Props {
  options: DuoOptions;
  t: Translate;
  /** The frame signed the person in: its response, not yet joined to the application signature. */
  onSigned(response: string): void;
  /** The frame reported an error (`ERR|message`). */
  onError(message: string): void;
}

/**
 * The Duo Security frame (spec §2 "Duo screens embed the provider's frame", §4 "Duo"): loads
 * `https://{host}/frame/web/v1/auth` and waits for its auth or enroll response. Only messages from that frame's window
 * and from `https://{host}` are read (any other page could post one). The frame is titled for screen readers; what
 * it shows inside is Duo's.
 */
export function DuoFrame({ options, t, onSigned, onError }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const handlers = useRef({ onSigned, onError });
  handlers.current = { onSigned, onError };
  useEffect(() => {
    const origin = `https://${options.host}`;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      if (typeof event.data !== 'string') return;
      if (SIGNED.test(event.data)) handlers.current.onSigned(event.data);
      else {
        const err = ERR.exec(event.data);
        if (err) handlers.current.onError(err[1] as string);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [options.host]);
  return (
    <iframe
      ref={frame}
      className="siw-duo-frame"
      title={t('factor.duo')}
      src={duoFrameUrl(options, window.location.href)}
      width="100%"
      height="330"
    />
  );
}
