import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { redeemCoupon } from '../../features/coupons/redeem-coupon.ts';
import { SignInWidgetHost } from '../../features/sign-in/sign-in-widget-host.tsx';
import { buildWelcomeWidgetSettings } from '../../features/sign-in/widget-settings.ts';
import { PublicLayout } from '../../ui/public-layout.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/**
 * `/welcome` (spec compliance-suite.md §4: the widget's 'Hai un coupon?' / 'Usalo!' leads here): the person types
 * a coupon code; once the suite API redeemed it (one use), the sign-in widget appears and its 'Crea il tuo
 * account' opens the registration form of the IdP. Errors (unknown, used, expired code) are announced and tied to
 * the field; focus returns to it.
 */
export function Welcome() {
  useDocumentTitle('Benvenuto');
  const [redeemed, setRedeemed] = useState<string | null>(null);
  return (
    <PublicLayout>
      <h1 id="page-title">Benvenuto nella Suite Compliance</h1>
      {redeemed === null ? <CouponForm onRedeemed={setRedeemed} /> : <Register descrizione={redeemed} />}
      <p>
        Hai già un account? <Link to="/login">Accedi</Link>
      </p>
    </PublicLayout>
  );
}

function CouponForm({ onRedeemed }: { onRedeemed: (descrizione: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError('Inserisci il codice del coupon.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    const result = await redeemCoupon(code.trim());
    setBusy(false);
    if (result.ok) return onRedeemed(result.descrizione);
    setError(result.message);
    input.current?.focus();
  };
  return (
    <form className="coupon-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <p>Hai un coupon? Inseriscilo qui per attivare il tuo accesso alla Suite Compliance.</p>
      <label htmlFor={`${id}-code`}>Codice coupon</label>
      <input
        id={`${id}-code`}
        ref={input}
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <p id={`${id}-error`} role="alert" className="field-error">
        {error}
      </p>
      <button type="submit" disabled={busy}>
        Usa il coupon
      </button>
    </form>
  );
}

function Register({ descrizione }: { descrizione: string }) {
  const { client, config } = useAuth();
  const origin = window.location.origin;
  const settings = useMemo(
    () => buildWelcomeWidgetSettings({ config, authClient: client, origin }),
    [config, client, origin],
  );
  return (
    <section aria-labelledby="coupon-ok" className="sign-in">
      <h2 id="coupon-ok">Coupon valido</h2>
      <p role="status">
        {descrizione}: ora crea il tuo account con «Crea il tuo account» qui sotto. Riceverai un&apos;email
        con il link di attivazione.
      </p>
      <SignInWidgetHost settings={settings} origin={origin} />
    </section>
  );
}
