// The repository's own ESLint rules (plugin prefix `platform/`).
import path from 'node:path';

const isRelative = (source) => /^\.{1,2}(\/|$)/.test(source);
const isInside = (file, folder) => file === folder || file.startsWith(folder + path.sep);

/**
 * `platform/no-relative-import-into`: a relative import must not reach into one of the given folders from outside it.
 * no-restricted-imports only sees the import text (a pattern for `../shared/` would also hit a remote's own `src/shared/`
 * folder), and import-x/no-restricted-paths resolves through the workspace symlinks, so it cannot tell `@platform/shared`
 * from `../../shared/src`; this rule resolves the relative path against the importing file and nothing else.
 * Options: `[{ folders: [{ folder: '/abs/path', message: 'why' }] }]`.
 */
const noRelativeImportInto = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow relative imports that reach into another package folder' },
    schema: [
      {
        type: 'object',
        properties: {
          folders: {
            type: 'array',
            items: {
              type: 'object',
              properties: { folder: { type: 'string' }, message: { type: 'string' } },
              required: ['folder', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['folders'],
        additionalProperties: false,
      },
    ],
    messages: { into: "'{{source}}' reaches into {{folder}}/ by a relative path: {{message}}" },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    if (!path.isAbsolute(filename)) return {};
    const folders = (context.options[0]?.folders ?? []).map((f) => ({ ...f, folder: path.resolve(f.folder) }));
    const fromDir = path.dirname(filename);

    const check = (sourceNode) => {
      if (sourceNode?.type !== 'Literal' || typeof sourceNode.value !== 'string' || !isRelative(sourceNode.value)) return;
      const target = path.resolve(fromDir, sourceNode.value);
      for (const { folder, message } of folders) {
        if (isInside(target, folder) && !isInside(filename, folder)) {
          context.report({ node: sourceNode, messageId: 'into', data: { source: sourceNode.value, folder: path.basename(folder), message } });
          return;
        }
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument)),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) check(node.arguments[0]);
      },
    };
  },
};

export default {
  meta: { name: 'platform' },
  rules: { 'no-relative-import-into': noRelativeImportInto },
};
