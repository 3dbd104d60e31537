import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Translate } from '../../../i18n/translator.ts';

/** Wait after the last change of the username before asking for its image (ms). */
export const LOOKUP_DELAY_MS = 600;
/** Beacon fade and tooltip delay (ms, spec §9). */
export const FADE_MS = 200;

/** What `/login/getimage` answered, as a look (spec §2 "Security beacon", §4 "Security beacon"). */
export type BeaconLook =
  | { kind: 'default' }
  | { kind: 'loading' }
  | { kind: 'unknown-user' }
  | { kind: 'new-device'; image: string }
  | { kind: 'known'; image: string; description: string };

/** The look of a `/login/getimage` answer: the looks `unknown` and `unknown-device` are told by file name. */
export function lookOf(answer: { pwdImg?: unknown; imageDescription?: unknown }): BeaconLook {
  const image = typeof answer.pwdImg === 'string' ? answer.pwdImg : '';
  const file = /\/img\/security\/([^/?#]+)\.\w+(?:[?#].*)?$/.exec(image)?.[1];
  if (!image || file === 'unknown') return { kind: 'unknown-user' };
  if (file === 'unknown-device') return { kind: 'new-device', image };
  if (file === 'default') return { kind: 'default' };
  const description = typeof answer.imageDescription === 'string' ? answer.imageDescription : '';
  return { kind: 'known', image, description };
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Inline styles (set through the CSSOM, which a strict style-src allows) and the Web Animations API: the beacon is a
// lazily loaded feature that is off by default, so it adds nothing to the widget's style sheet.
const DISC: CSSProperties = {
  width: 72,
  height: 72,
  margin: '0 auto 16px',
  borderRadius: '50%',
  border: '2px solid #d4d4d4',
  backgroundColor: '#f1f1f1',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  boxSizing: 'border-box',
  position: 'relative',
};
const RING: CSSProperties = {
  position: 'absolute',
  inset: -2,
  borderRadius: '50%',
  border: '3px solid transparent',
  borderTopColor: '#1662dd',
};
const TIP: CSSProperties = {
  margin: '-8px auto 16px',
  padding: '8px 12px',
  maxWidth: 280,
  border: '1px solid #d4d4d4',
  borderRadius: 4,
  background: '#fffbe6',
  color: '#1d1d21',
  fontSize: 13,
  display: 'flex',
  gap: 8,
  alignItems: 'flex-start',
};

/**
 * The security beacon of primary sign-in (`securityImage` feature; spec §4 "Security beacon"): a disc above the
 * fields. Before a username: the neutral look. After the username has rested for LOOKUP_DELAY_MS, `lookup(username)`
 * runs (a radial progress ring turns meanwhile); an unknown user fades to the blank look, a known user on a browser
 * it signed in from gets their picture (a text alternative from `imageDescription`), a known user on a new browser
 * the new-device look with the tooltip `primaryauth.newUser.tooltip` (host name as {0}), which a close button or
 * the next lookup removes. Animations are skipped when the user prefers reduced motion.
 */
export function SecurityBeacon({
  username,
  host,
  lookup,
  t,
}: {
  username: string;
  /** The IdP's host name, named in the new-device tooltip. */
  host: string;
  lookup: (username: string) => Promise<BeaconLook>;
  t: Translate;
}) {
  const [look, setLook] = useState<BeaconLook>({ kind: 'default' });
  const [tipOpen, setTipOpen] = useState(false);
  const disc = useRef<HTMLDivElement>(null);
  const ring = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const name = username.trim();
    if (name === '') {
      setLook({ kind: 'default' });
      setTipOpen(false);
      return;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      setLook({ kind: 'loading' });
      setTipOpen(false);
      lookup(name).then(
        (next) => {
          if (!live) return;
          setLook(next);
          setTipOpen(next.kind === 'new-device');
        },
        () => live && setLook({ kind: 'default' }),
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [username, lookup]);

  useEffect(() => {
    if (reducedMotion()) return;
    if (look.kind === 'loading' && ring.current?.animate) {
      const spin = ring.current.animate([{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }], {
        duration: 900,
        iterations: Infinity,
      });
      return () => spin.cancel();
    }
    if (look.kind !== 'loading' && disc.current?.animate) {
      disc.current.animate([{ opacity: 0.2 }, { opacity: 1 }], { duration: FADE_MS });
    }
  }, [look.kind]);

  const image = look.kind === 'known' || look.kind === 'new-device' ? look.image : undefined;
  const style: CSSProperties = {
    ...DISC,
    ...(image ? { backgroundImage: `url("${encodeURI(image)}")` } : {}),
    ...(look.kind === 'unknown-user' ? { borderStyle: 'dashed', backgroundColor: '#ffffff' } : {}),
  };
  return (
    <div className="siw-beacon" data-look={look.kind}>
      <div
        ref={disc}
        style={style}
        {...(look.kind === 'known' && look.description
          ? { role: 'img', 'aria-label': look.description }
          : { 'aria-hidden': true })}
      >
        {look.kind === 'loading' ? <div ref={ring} style={RING} /> : null}
      </div>
      {tipOpen ? (
        <div style={TIP} role="status">
          <span>{t('primaryauth.newUser.tooltip', host)}</span>
          <button
            type="button"
            className="siw-link-button"
            onClick={() => setTipOpen(false)}
            aria-label={t('primaryauth.newUser.tooltip.close')}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
