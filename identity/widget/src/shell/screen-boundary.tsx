import { Component, type ReactNode } from 'react';
import type { Translate } from '../i18n/translator.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';

interface Props {
  t: Translate;
  /** "Back to Sign In". */
  onBack(): void;
  /** Reports the failure to the host (its error callback): a chunk that cannot load is often a wrong `assets.baseUrl`. */
  onError(error: unknown): void;
  children: ReactNode;
}

/**
 * Keeps a failing screen from taking the widget down (a screen chunk the network could not deliver, a render
 * error): the page shows the unexpected-error banner and a way back to sign-in. One boundary per page.
 */
export class ScreenBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    const { t, onBack, children } = this.props;
    if (!this.state.failed) return children;
    return (
      <div className="siw-form">
        <ErrorBanner message={t('oform.error.unexpected')} />
        <button type="button" className="siw-button siw-secondary" onClick={onBack}>
          {t('goback')}
        </button>
      </div>
    );
  }
}
