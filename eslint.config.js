// One linter for every package. Type-aware rules stay off to keep `npm test` fast on two cores;
// `npm run typecheck` (tsc strict) covers types.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { dirname, resolve, sep } from 'node:path';

/**
 * Local rule for the compliance web app: a feature (`src/features/<area>/`) imports no other feature, and the
 * layers below the features (`src/ui`, `src/lib`, `src/kit`, `src/config`) import none at all; features meet only in
 * `src/app`. Relative imports are resolved against the importing file.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross:
        'Feature "{{from}}" must not import feature "{{to}}": move the shared part to src/kit or src/lib.',
      below: '{{layer}}/ sits below the features and must not import feature "{{to}}".',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const src = /^(.*[\\/]compliance[\\/]web[\\/]src)[\\/]([^\\/]+)[\\/](?:([^\\/]+)[\\/])?/.exec(file);
    if (!src) return {};
    const [, root, layer, sub] = src;
    const from = layer === 'features' ? sub : null;
    const check = (node) => {
      const value = node.source && node.source.value;
      if (typeof value !== 'string' || !value.startsWith('.')) return;
      const target = resolve(dirname(file), value);
      const prefix = `${root}${sep}features${sep}`;
      if (!target.startsWith(prefix)) return;
      const to = target.slice(prefix.length).split(sep)[0];
      if (from && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
      if (['ui', 'lib', 'kit', 'config'].includes(layer)) {
        context.report({ node, messageId: 'below', data: { layer, to } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['compliance/web/src/**/*.{ts,tsx}'],
    plugins: { suite: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'suite/feature-boundaries': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
