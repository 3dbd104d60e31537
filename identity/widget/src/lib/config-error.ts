/** i18n-style keys of the configuration errors of spec §8 "Other" and §5 "Settings". */
export type ConfigErrorKey =
  | 'error.required.el'
  | 'error.required.baseUrl'
  | 'error.required.success'
  | 'error.required.clientId'
  | 'error.invalid.colors.brand'
  | 'error.invalid.identifierFirst'
  | 'error.widget.alreadyRendered';

const MESSAGES: Record<ConfigErrorKey, string> = {
  'error.required.el': '"el" is a required widget parameter',
  'error.required.baseUrl': '"baseUrl" is a required widget parameter',
  'error.required.success': 'A success handler is required',
  'error.required.clientId': '"clientId" is required to get tokens (showSignInToGetTokens)',
  'error.invalid.colors.brand': 'colors.brand must be in six-digit hex format',
  'error.invalid.identifierFirst':
    'features.identifierFirst can be enabled only if features.idpDiscovery is enabled',
  'error.widget.alreadyRendered':
    'A sign-in widget is already rendered on this page: call remove() before rendering again',
};

/**
 * Error thrown for invalid widget settings (spec §8 "Client error kinds": ConfigError).
 * `name` is 'CONFIG_ERROR' as in widget 2.21.0; `key` identifies the rule that failed.
 */
export class ConfigError extends Error {
  override readonly name = 'CONFIG_ERROR';
  readonly key: ConfigErrorKey;
  constructor(key: ConfigErrorKey) {
    super(MESSAGES[key]);
    this.key = key;
  }
}
