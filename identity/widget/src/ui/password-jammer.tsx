/**
 * Decoy password fields that keep browsers from offering to save the password typed beside them (spec §3 feature
 * `preventBrowserFromSavingOktaPassword`, on by default; 2.21.0 adds the same two fields): an empty one off screen
 * (Safari) and a filled, undisplayed one (other browsers). Password managers that ignore them are not stopped.
 * No inline style (the hosted page's CSP allows none; iife-smoke.test.ts checks): the first is the style sheet's
 * visually hidden box (`siw-sr-only`), the second `hidden`. Invisible to assistive technology
 * (`aria-hidden`) and out of the tab order (`tabIndex=-1`), so keyboard and screen-reader users never meet them.
 * Render it inside the form, only while the feature is on.
 */
export function PasswordJammer() {
  return (
    <div className="password-jammer" aria-hidden="true">
      <input
        name="hidden-password-1"
        type="password"
        autoComplete="off"
        tabIndex={-1}
        className="siw-sr-only"
      />
      <input
        name="hidden-password-2"
        type="password"
        autoComplete="off"
        tabIndex={-1}
        hidden
        defaultValue="jammer"
      />
    </div>
  );
}
