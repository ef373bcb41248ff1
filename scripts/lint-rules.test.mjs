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

describe('colours only from the theme (platform/no-colour-literal)', () => {
  const colourProblems = async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    const fatal = result.messages.find((m) => m.fatal);
    assert.equal(fatal, undefined, `parse error in the sample: ${fatal?.message}`);
    return result.messages.filter((m) => m.ruleId === 'platform/no-colour-literal').map((m) => /'([^']+)'/.exec(m.message)[1]);
  };
  const COMPONENT = 'mfe-live/src/features/watch/lint-sample.tsx';
  const literals = [
    "import styled, { createGlobalStyle, css } from 'styled-components';",
    'export const Badge = styled.span`',
    '  color: #fff;',
    '  background: rgba(0, 0, 0, 0.7);',
    '  border: 1px solid white;',
    '  box-shadow: 0 1px 4px hsl(0deg 0% 0% / 12%), 0 0 0 1px #D30054AA;',
    '`;',
    "export const Link = styled.a.attrs({ role: 'link' })`color: ${() => 'red'}; outline-color: Black !important;`;",
    'export const Global = createGlobalStyle`body { background: #fafafa; }`;',
    'export const mixin = css`color: rebeccapurple;`;',
    "export const COLOURS = { live: '#2ecc71', failed: 'rgb(231 76 60)' };",
    'export const Dot = () => <svg style={{ color: \'white\' }}><rect fill="#ff0066" stroke="black" /></svg>;',
  ].join('\n');

  it('fails on hex colours, colour functions and named colours in styles, in a remote, the shell and shared', async () => {
    const expected = ['#fff', 'rgba(0, 0, 0, 0.7)', 'white', 'hsl(0deg 0% 0% / 12%)', '#D30054AA', 'Black', '#fafafa', 'rebeccapurple'];
    expected.push('#2ecc71', 'rgb(231 76 60)', 'white', '#ff0066', 'black');
    for (const file of [COMPONENT, 'shell/src/header/lint-sample.tsx', 'shared/src/ui/lint-sample.tsx']) {
      assert.deepEqual(await colourProblems(file, literals), expected, file);
    }
  });

  it('passes for theme tokens, keywords that are no colour, anchors, entities, comments and words outside styles', async () => {
    const code = [
      "import styled from 'styled-components';",
      "import { theme } from '@platform/shared';",
      '// the dark overlay used to be #000 and rgba(0, 0, 0, 0.7)',
      'export const Panel = styled.div`',
      '  /* a CSS comment is read: keep colours out of it too, but this one has none */',
      '  color: ${({ theme }) => theme.colors.text};',
      `  background: \${theme.colors.surface};`,
      '  border: 1px solid transparent;',
      '  fill: currentColor;',
      '  display: none;',
      '  transition: color 0.2s, background 0.2s;',
      '  @media (forced-colors: active) { outline-color: Highlight; }',
      '`;',
      "export const tones = { ok: 'green', bad: 'red' }; // words, not a style",
      "export const anchors = ['/videos#bad', 'a&#x2014;b', '#top'];",
      'export const Jump = () => <a href="#top" title="white">&#8203;</a>;',
    ].join('\n');
    assert.deepEqual(await colourProblems(COMPONENT, code), []);
  });

  it('leaves the theme itself, tests, fixtures, fakes, e2e, scripts and the services alone', async () => {
    const code = "export const overlay = 'rgba(0, 0, 0, 0.7)';\nexport const white = '#fff';\n";
    const files = [
      'shared/src/ui/theme.ts',
      'mfe-live/src/features/watch/lint-sample.test.tsx',
      'mfe-live/src/testing/lint-sample.ts',
      'mfe-catalog/src/features/content/content.fixtures.ts',
      'shared/src/mock/lint-sample.ts',
      'e2e/tests/lint-sample.ts',
      'scripts/lib/lint-sample.ts',
      'services/media/src/demo/lint-sample.ts',
    ];
    for (const file of files) assert.deepEqual(await colourProblems(file, code), [], file);
  });
});
