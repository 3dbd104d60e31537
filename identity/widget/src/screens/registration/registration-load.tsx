import type { RegistrationForm } from '@identity/client';
import { useEffect, useState } from 'react';
import { bannerMessage, toWidgetError } from '../../i18n/error-keys.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { ErrorBanner } from '../../ui/index.ts';
import { BackToSignIn } from '../recovery/back-to-sign-in.tsx';
import { RegistrationFormView } from './registration-form.tsx';
import { runHook, type HookError } from './registration-hooks.ts';
import { parseRegistrationSchema } from './registration-schema.ts';

type Loaded = { form: RegistrationForm } | { error: string } | null;

/**
 * The registration screen (spec §2 "signin/register"; §7: `GET /api/v1/registration/form`): fetches the form,
 * hands it to the host's `parseSchema` hook (which may change it), then shows the form, with "Back to Sign In".
 * A failed fetch or hook shows its message in the banner (a hook's goes to the host's error callback too).
 */
export function Registration(props: ScreenProps) {
  const { client, settings, t, actions } = props;
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    client.registration
      .getForm()
      .then((raw) => runHook('parseSchema', settings.registration?.parseSchema, raw, t))
      .then(
        (form) => live && setLoaded({ form }),
        (err: unknown) => {
          if (!live) return;
          if ((err as HookError).callback) actions.reportError(err);
          const e = toWidgetError(err);
          const message = (err as HookError).callback ? e.message : bannerMessage(e, t);
          setLoaded({ error: message });
        },
      );
    return () => {
      live = false;
    };
    // The form is fetched once per visit of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      {loaded === null ? (
        <div className="siw-spinner" role="status">
          <span className="siw-sr-only">{t('loading.language')}</span>
        </div>
      ) : 'error' in loaded ? (
        <div className="siw-form registration">
          <h2 className="siw-title" tabIndex={-1}>
            {t('registration.form.title')}
          </h2>
          <ErrorBanner message={loaded.error} />
        </div>
      ) : (
        <RegistrationFormView {...props} form={loaded.form} fields={parseRegistrationSchema(loaded.form)} />
      )}
      <BackToSignIn t={t} actions={actions} />
    </>
  );
}
