// One linter for every package. Type-aware rules stay off to keep `npm test` fast on two cores;
// `npm run typecheck` (tsc strict) covers types.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { dirname, resolve, sep } from 'node:path';

/**
 * Local rule `suite/feature-boundaries`: the compliance suite's work areas stay apart on both sides.
 * - Web app (`compliance/web/src`): a feature (`features/<area>/`) imports no other feature, and the layers below the
 *   features (`ui`, `lib`, `kit`, `config`) import none at all; features meet only in `app`.
 * - API (`compliance/api/src`): an area folder (`operazioni/`, `documenti/`, …: every folder not listed below)
 *   imports no other area; the shared layers (`access`, `audit`, `auth`, `db`, `kit`, `lib`) import no area; only the
 *   composition (`app.ts`, `services.ts`, `server.ts`, `cli/`, `seed/`) imports areas.
 * Relative imports are resolved against the importing file.
 */
const API_SHARED = ['access', 'audit', 'auth', 'db', 'kit', 'lib'];
const API_COMPOSITION = ['cli', 'seed'];
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
    const web = /^(.*[\\/]compliance[\\/]web[\\/]src)[\\/]([^\\/]+)[\\/](?:([^\\/]+)[\\/])?/.exec(file);
    const api = /^(.*[\\/]compliance[\\/]api[\\/]src)[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!web && !api) return {};
    /** The importing file's area (null for a layer) and the area an import lands in (null when none). */
    let from;
    let layer;
    let areaOf;
    if (web) {
      const [, root, top, sub] = web;
      layer = top;
      from = top === 'features' ? sub : null;
      const prefix = `${root}${sep}features${sep}`;
      areaOf = (target) => (target.startsWith(prefix) ? target.slice(prefix.length).split(sep)[0] : null);
    } else {
      const [, root, top] = api;
      const isArea = (folder) => !API_SHARED.includes(folder) && !API_COMPOSITION.includes(folder);
      layer = top;
      from = isArea(top) ? top : null;
      const prefix = `${root}${sep}`;
      areaOf = (target) => {
        if (!target.startsWith(prefix)) return null;
        const parts = target.slice(prefix.length).split(sep);
        return parts.length > 1 && isArea(parts[0]) ? parts[0] : null;
      };
    }
    const below = web ? ['ui', 'lib', 'kit', 'config'] : API_SHARED;
    const check = (node) => {
      const value = node.source && node.source.value;
      if (typeof value !== 'string' || !value.startsWith('.')) return;
      const to = areaOf(resolve(dirname(file), value));
      if (!to) return;
      if (from && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
      if (below.includes(layer)) context.report({ node, messageId: 'below', data: { layer, to } });
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
    files: ['compliance/web/src/**/*.{ts,tsx}', 'compliance/api/src/**/*.ts'],
    plugins: { suite: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'suite/feature-boundaries': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
