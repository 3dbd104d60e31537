/**
 * Navigates by submitting a GET form to `url` (spec §3 feature `redirectByFormSubmit`; 2.21.0's
 * redirectWithFormGet): the browser treats it as a form navigation, not a script one. A GET form replaces the action's
 * query with its fields, so each query parameter of `url` becomes a hidden field; the form is appended to `<body>`,
 * submitted and left for the page being unloaded.
 */
export function redirectWithFormGet(url: string): void {
  const target = new URL(url, window.location.href);
  const form = document.createElement('form');
  form.method = 'get';
  form.action = `${target.origin}${target.pathname}`;
  form.hidden = true;
  for (const [name, value] of target.searchParams) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
