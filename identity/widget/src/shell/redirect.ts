/** Navigates the browser (the widget's redirect point for sign-out; success redirects are in success.ts). */
export const redirect = (url: string): void => window.location.assign(url);
