/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The preset's facades: a shared package is served as an agreed list of its exports (webpack/shared-facades.cjs).
const { FACADES, facadeExports } = require('../webpack/shared-facades.cjs') as {
  FACADES: Record<string, string>;
  facadeExports: (name: string) => string[];
};

const repoRoot = path.resolve(__dirname, '..', '..');
// Every web app (the shell and each mfe-*) and @platform/shared.
const APP_SOURCES = fs
  .readdirSync(repoRoot)
  .filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'))
  .map((app) => path.join(repoRoot, app, 'src'));
// Code that runs under jest only (the real packages, not the facade): tests and the mock entry.
const TEST_ONLY = /(\.test\.tsx?$|\/mock\/|\/testing\/|test-utils\.tsx$|test-helpers\.ts$)/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_ONLY.test(full) ? [full] : [];
  });
}

interface Use {
  file: string;
  name: string;
}

/** Every runtime use of a facaded package in the apps: named imports and re-exports; `*` and default as '*'/'default'. */
function usesOf(pkg: string): Use[] {
  const uses: Use[] = [];
  for (const file of APP_SOURCES.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const where = path.relative(repoRoot, file);
    for (const statement of source.statements) {
      const from = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!from || !ts.isStringLiteral(from) || from.text !== pkg) continue;
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name) uses.push({ file: where, name: 'default' });
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) uses.push({ file: where, name: '*' });
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) uses.push({ file: where, name: (element.propertyName ?? element.name).text });
          }
        }
      } else if (!statement.isTypeOnly) {
        const clause = statement.exportClause;
        if (!clause || !ts.isNamedExports(clause)) uses.push({ file: where, name: '*' });
        else
          for (const element of clause.elements)
            if (!element.isTypeOnly) uses.push({ file: where, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  return uses;
}

const agreedNames = (pkg: string) => new Set(facadeExports(pkg));

describe('shared facades', () => {
  it.each(Object.keys(FACADES))('%s: every name an app imports is in the agreed list', (pkg) => {
    const agreed = agreedNames(pkg);
    expect(agreed.size).toBeGreaterThan(0);
    const missing = usesOf(pkg)
      .filter(({ name }) => !agreed.has(name))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(FACADES))('%s: every agreed name exists in the real package', async (pkg) => {
    const real = (await import(pkg)) as Record<string, unknown>;
    const absent = facadeExports(pkg).filter((name) => real[name] === undefined);
    expect(absent).toEqual([]);
  });

  it('sees the apps’ imports (the scan is not empty)', () => {
    expect(usesOf('react-router-dom').map((use) => use.name)).toEqual(expect.arrayContaining(['Link', 'Routes', 'useParams']));
  });
});
