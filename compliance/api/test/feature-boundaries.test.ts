import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository root, where eslint.config.js (and its local rule `suite/feature-boundaries`) lives. */
const root = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` as if it were the file at `path` (relative to the root). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.filter((m) => m.ruleId === 'suite/feature-boundaries').map((m) => m.message);
}

describe('lint: work areas stay apart (issue 7, structure)', () => {
  it('refuses a web feature importing another feature, and a layer below the features importing one', async () => {
    expect(
      await boundaryErrors(
        'compliance/web/src/features/operazioni/components/x.tsx',
        "import { a } from '../../documenti/api/documenti-api.ts';\nexport const b = a;\n",
      ),
    ).toEqual([
      'Feature "operazioni" must not import feature "documenti": move the shared part to src/kit or src/lib.',
    ]);
    expect(
      await boundaryErrors(
        'compliance/web/src/ui/x.tsx',
        "import { a } from '../features/auth/auth-context.tsx';\nexport const b = a;\n",
      ),
    ).toEqual(['ui/ sits below the features and must not import feature "auth".']);
  });

  it('accepts a web feature importing its own files and the kit, and the app importing features', async () => {
    expect(
      await boundaryErrors(
        'compliance/web/src/features/operazioni/components/x.tsx',
        "import { a } from '../api/operazioni-api.ts';\nimport { c } from '../../../kit/formats.ts';\nexport const b = [a, c];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'compliance/web/src/app/x.tsx',
        "import { a } from '../features/operazioni/operazioni-screens.ts';\nexport const b = a;\n",
      ),
    ).toEqual([]);
  });

  it('refuses an API area importing another area, and a shared API layer importing an area', async () => {
    expect(
      await boundaryErrors(
        'compliance/api/src/operazioni/x.ts',
        "import { a } from '../soggetti/soggetti.repository.ts';\nexport const b = a;\n",
      ),
    ).toEqual([
      'Feature "operazioni" must not import feature "soggetti": move the shared part to src/kit or src/lib.',
    ]);
    expect(
      await boundaryErrors(
        'compliance/api/src/kit/x.ts',
        "export { a } from '../documenti/documenti.service.ts';\n",
      ),
    ).toEqual(['kit/ sits below the features and must not import feature "documenti".']);
  });

  it('accepts an API area importing the shared layers, and the composition (seed, cli) importing areas', async () => {
    expect(
      await boundaryErrors(
        'compliance/api/src/operazioni/x.ts',
        "import { a } from '../kit/list-query.ts';\nimport { c } from '../audit/audit.service.ts';\nexport const b = [a, c];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'compliance/api/src/seed/x.ts',
        "import { a } from '../operazioni/operazioni.repository.ts';\nexport const b = a;\n",
      ),
    ).toEqual([]);
  });
});
