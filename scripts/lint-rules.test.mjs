// The package-boundary lint rules fire where they must and stay quiet elsewhere: `node --test scripts/lint-rules.test.mjs`.
// Lints code strings through the ESLint Node API with the repository's own eslint.config.mjs, as if they sat at the given path.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from './lib/paths.mjs';

const BOUNDARY_RULES = new Set(['platform/no-relative-import-into', '@typescript-eslint/no-restricted-imports']);
// The samples are not files a tsconfig holds, so the type-aware rules (which need one) are off for them.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
    },
  },
});

/** The boundary rules reported for `code` placed at `file` (relative to the repository root). */
async function boundaryProblems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  const fatal = result.messages.find((m) => m.fatal);
  assert.equal(fatal, undefined, `parse error in the sample: ${fatal?.message}`);
  return result.messages.filter((m) => BOUNDARY_RULES.has(m.ruleId)).map((m) => m.ruleId);
}

const REMOTE_FILE = 'mfe-live/src/features/watch/lint-sample.ts';

describe('a remote importing another remote', () => {
  it('fails by package name, a subpath included', async () => {
    const code = "import { routes } from '@platform/mfe-wallet';\nexport { root } from '@platform/mfe-auth/src/root';\nexport { routes };\n";
    assert.deepEqual(await boundaryProblems(REMOTE_FILE, code), Array(2).fill('@typescript-eslint/no-restricted-imports'));
  });

  it('fails by a relative path into another remote or the shell (import, export, import(), require)', async () => {
    const code = [
      "import { a } from '../../../../mfe-wallet/src/routes';",
      "export { b } from '../../../../shell/src/platform/platform';",
      "export const c = import('../../../../mfe-auth/src/root');",
      "export const d = require('../../../../mfe-catalog/src/index');",
      'export { a };',
    ].join('\n');
    assert.deepEqual(await boundaryProblems(REMOTE_FILE, code), Array(4).fill('platform/no-relative-import-into'));
  });

  it('fails when the shell imports a remote', async () => {
    assert.deepEqual(await boundaryProblems('shell/src/lint-sample.ts', "export { routes } from '@platform/mfe-live';\n"), [
      '@typescript-eslint/no-restricted-imports',
    ]);
    assert.deepEqual(await boundaryProblems('shell/src/lint-sample.ts', "export { routes } from '../../mfe-live/src/routes';\n"), [
      'platform/no-relative-import-into',
    ]);
  });

  it('passes for its own files and for @platform/shared by name', async () => {
    const code = [
      "import { useRoom } from './use-room';",
      "import { liveSocket } from '../../realtime/socket';",
      "import { bus } from '@platform/shared';",
      "import { render } from '@platform/shared/mock';",
      'export { useRoom, liveSocket, bus, render };',
    ].join('\n');
    assert.deepEqual(await boundaryProblems(REMOTE_FILE, code), []);
  });
});

describe('@platform/shared by a relative path', () => {
  it('fails from a remote, the shell, the API, deploy and e2e, type-only imports included', async () => {
    const cases = [
      [REMOTE_FILE, "import { bus } from '../../../../shared/src/bus';\nexport { bus };\n"],
      ['shell/src/lint-sample.ts', "import type { Role } from '../../shared/src/contract';\nexport type { Role };\n"],
      ['services/api/src/features/lint-sample.ts', "import { User } from '../../../../shared/src/contract/profiles';\nexport { User };\n"],
      ['deploy/src/lint-sample.ts', "export * from '../../shared/webpack/preset.cjs';\n"],
      ['e2e/tests/lint-sample.ts', "type Role = import('../../shared/src/contract').Role;\nexport type { Role };\n"],
    ];
    for (const [file, code] of cases) assert.deepEqual(await boundaryProblems(file, code), ['platform/no-relative-import-into'], file);
  });

  it('passes inside shared itself and by package name elsewhere', async () => {
    assert.deepEqual(
      await boundaryProblems('shared/src/api/lint-sample.ts', "import type { Role } from '../contract';\nexport type { Role };\n"),
      [],
    );
    assert.deepEqual(
      await boundaryProblems('services/api/src/features/lint-sample.ts', "import { User } from '@platform/shared/contract';\nexport { User };\n"),
      [],
    );
  });
});

describe('values from @platform/shared/contract in browser code', () => {
  it('fails for a value import or re-export in a remote or the shell', async () => {
    const mixed =
      "import { STREAM_EVENTS, type PerformerDetails } from '@platform/shared/contract';\nexport { STREAM_EVENTS };\nexport type { PerformerDetails };\n";
    assert.deepEqual(await boundaryProblems(REMOTE_FILE, mixed), ['@typescript-eslint/no-restricted-imports']);
    assert.deepEqual(await boundaryProblems('shell/src/lint-sample.ts', "export { User } from '@platform/shared/contract';\n"), [
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('passes for type-only imports', async () => {
    const code = [
      "import type { Role } from '@platform/shared/contract';",
      "import { type User, type Paged } from '@platform/shared/contract';",
      "export type { Performer } from '@platform/shared/contract';",
      'export type Sample = { role: Role; user: User; page: Paged<User> };',
    ].join('\n');
    assert.deepEqual(await boundaryProblems(REMOTE_FILE, code), []);
    assert.deepEqual(await boundaryProblems('shell/src/lint-sample.ts', code), []);
  });
});

describe('the API layers', () => {
  const FOLDER_CYCLE = new Set(['platform/no-folder-cycle', 'platform/no-relative-import-into']);
  const layerProblems = async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    return result.messages.filter((m) => FOLDER_CYCLE.has(m.ruleId)).map((m) => m.ruleId);
  };

  it('fails when a feature imports one that already depends on it (auth imports accounts), type-only imports included', async () => {
    const code =
      "import { login } from '../auth/auth.service';\nimport type { VerificationDocuments } from '../auth/auth.service';\nexport { login };\nexport type { VerificationDocuments };\n";
    assert.deepEqual(await layerProblems('services/api/src/features/accounts/lint-sample.ts', code), Array(2).fill('platform/no-folder-cycle'));
  });

  it('fails on a longer loop: streaming → performers → accounts, so accounts must not import streaming', async () => {
    const code = "export { finishAll } from '../streaming/streaming.service';\n";
    assert.deepEqual(await layerProblems('services/api/src/features/accounts/lint-sample.ts', code), ['platform/no-folder-cycle']);
  });

  it('passes for imports down the tree, inside a feature, and in tests', async () => {
    const code =
      "import { findCredentials } from '../accounts/accounts.repository';\nimport { login } from './auth.service';\nexport { findCredentials, login };\n";
    assert.deepEqual(await layerProblems('services/api/src/features/auth/lint-sample.ts', code), []);
    const test = "import { login } from '../auth/auth.service';\nexport { login };\n";
    assert.deepEqual(await layerProblems('services/api/src/features/accounts/lint-sample.test.ts', test), []);
  });

  it('fails when core imports a feature (tests aside)', async () => {
    const code = "import { login } from '../features/auth/auth.service';\nexport { login };\n";
    assert.deepEqual(await layerProblems('services/api/src/core/lint-sample.ts', code), ['platform/no-relative-import-into']);
    assert.deepEqual(await layerProblems('services/api/src/core/lint-sample.test.ts', code), []);
  });
});
