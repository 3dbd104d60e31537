/** First focusable element of every page: jumps to the main content (WCAG 2.4.1 Bypass Blocks). */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Vai al contenuto principale
    </a>
  );
}
