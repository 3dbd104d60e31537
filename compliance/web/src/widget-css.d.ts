// The widget's stylesheet export (`@identity/widget/css`), imported for its side effect only.
declare module '@identity/widget/css';
