// The repository's own ESLint rules (plugin prefix `platform/`).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

    return importVisitors(check);
  },
};

/** Calls `check` with the source literal of every import, re-export, import(), import type and require() of a file. */
function importVisitors(check) {
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
}

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
/** The folder graph is read again after this long, so an editor's long-lived ESLint sees new imports too. */
const GRAPH_MAX_AGE_MS = 2000;
const graphs = new Map();

/**
 * The relative imports between the units (each direct subfolder of `containers`) of every source file on disk:
 * `units` maps a unit to the units it imports, each with the files that do it. Read with TypeScript's import scanner.
 */
function folderGraph(containers, ignore) {
  const key = JSON.stringify([containers, ignore.map(String)]);
  const cached = graphs.get(key);
  if (cached && Date.now() - cached.at < GRAPH_MAX_AGE_MS) return cached.graph;
  const unitOf = unitFinder(containers);
  const units = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (SOURCE_FILE.test(entry.name) && !ignore.some((re) => re.test(file))) {
        const from = unitOf(file);
        for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
          const to = isRelative(fileName) ? unitOf(path.resolve(dir, fileName)) : null;
          if (from && to && to !== from) addEdge(units, from, to, file);
        }
      }
    }
  };
  for (const container of containers) if (fs.existsSync(container)) walk(container);
  const graph = { units, unitOf };
  graphs.set(key, { at: Date.now(), graph });
  return graph;
}

/**
 * A digest of the folder graph's edges, for the rule's `graphKey` option: ESLint's --cache replays an unchanged file's
 * last result, which this rule's answer outlives once another file adds or drops an edge between folders; a new
 * digest changes the features' config, so they are linted again.
 */
export function folderGraphKey(folders, ignore = []) {
  const { units } = folderGraph(
    folders.map((folder) => path.resolve(folder)),
    ignore.map((source) => new RegExp(source)),
  );
  const edges = [...units].flatMap(([from, targets]) => [...targets.keys()].map((to) => `${from}>${to}`)).sort();
  return crypto.createHash('sha256').update(edges.join('\n')).digest('hex').slice(0, 16);
}

function addEdge(units, from, to, file) {
  if (!units.has(from)) units.set(from, new Map());
  const targets = units.get(from);
  if (!targets.has(to)) targets.set(to, new Set());
  targets.get(to).add(file);
}

/** The unit (`<container>/<first folder>`) a path lies in, or null. */
function unitFinder(containers) {
  return (file) => {
    for (const container of containers) {
      const [first, ...rest] = path.relative(container, file).split(path.sep);
      if (rest.length && first !== '..' && !path.isAbsolute(first)) return path.join(container, first);
    }
    return null;
  };
}

/** A path of units from `start` to `goal` (both included) along `neighbours(unit)`, or null. */
function findPath(start, goal, neighbours) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const unit = queue.shift();
    if (unit === goal) {
      const found = [];
      for (let at = goal; at; at = previous.get(at)) found.unshift(at);
      return found;
    }
    for (const next of neighbours(unit)) {
      if (!previous.has(next)) {
        previous.set(next, unit);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * `platform/no-folder-cycle`: the subfolders of the given folders (the API's features) form a tree: a relative import
 * from one into another must not close a cycle, direct (a ↔ b) or longer (a → b → c → a), type-only imports included.
 * import-x/no-cycle follows module cycles, which a folder cycle need not be (a1 → b1 while b2 → a2), and
 * eslint-plugin-boundaries checks a hand-kept list of allowed pairs, not cycles; so this rule reads the folder graph
 * from disk (test files left out by `ignore`) and puts the linted file's own imports in place of its saved ones.
 * Options: `[{ folders: ['/abs/path'], ignore: ['regex'], allow: [{ from, to, reason }], graphKey }]`: an allowed edge
 * (`from`/`to` relative to the parent of its folder, e.g. 'features/categories') is left out of the graph;
 * `graphKey` is `folderGraphKey(...)`.
 */
const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow imports that make two folders (features) depend on each other' },
    schema: [
      {
        type: 'object',
        properties: {
          folders: { type: 'array', items: { type: 'string' } },
          graphKey: { type: 'string' },
          ignore: { type: 'array', items: { type: 'string' } },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, reason: { type: 'string' } },
              required: ['from', 'to', 'reason'],
              additionalProperties: false,
            },
          },
        },
        required: ['folders'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        "'{{source}}' makes {{from}} depend on {{to}}, which already depends on it ({{path}}): features form a tree, so move what both need down into the lower one or a shared folder",
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    if (!path.isAbsolute(filename)) return {};
    const options = context.options[0] ?? {};
    const containers = options.folders.map((folder) => path.resolve(folder));
    const ignore = (options.ignore ?? []).map((source) => new RegExp(source));
    if (ignore.some((re) => re.test(filename))) return {};
    const { units, unitOf } = folderGraph(containers, ignore);
    const self = unitOf(filename);
    if (!self) return {};
    const name = (unit) =>
      path
        .relative(path.dirname(containers.find((c) => unit.startsWith(c + path.sep))), unit)
        .split(path.sep)
        .join('/');
    const allowed = new Set((options.allow ?? []).map(({ from, to }) => `${from}>${to}`));
    const isAllowed = (from, to) => allowed.has(`${name(from)}>${name(to)}`);

    const imports = []; // [sourceNode, unit] of this file's imports into other units, as the file is now
    const collect = (sourceNode) => {
      if (sourceNode?.type !== 'Literal' || typeof sourceNode.value !== 'string' || !isRelative(sourceNode.value)) return;
      const to = unitOf(path.resolve(path.dirname(filename), sourceNode.value));
      if (to && to !== self && !isAllowed(self, to)) imports.push([sourceNode, to]);
    };

    return {
      ...importVisitors(collect),
      'Program:exit'() {
        const live = imports.map(([, to]) => to);
        // the saved file's imports give way to the ones being linted
        const neighbours = (unit) => {
          const saved = [...(units.get(unit) ?? [])].filter(([, files]) => [...files].some((file) => file !== filename)).map(([to]) => to);
          return (unit === self ? [...saved, ...live] : saved).filter((to) => !isAllowed(unit, to));
        };
        for (const [sourceNode, to] of imports) {
          const back = findPath(to, self, neighbours);
          if (back) {
            const data = { source: sourceNode.value, from: name(self), to: name(to), path: [self, ...back].map(name).join(' → ') };
            context.report({ node: sourceNode, messageId: 'cycle', data });
          }
        }
      },
    };
  },
};

/** CSS's named colours (CSS Color 4), `transparent`, `currentColor` and the system colours aside. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver ' +
    'skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen'
  ).split(' '),
);
/** A hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) standing alone or after CSS punctuation, and the colour functions. */
const HEX_OR_FUNCTION = /(?<![\w/#&?=.-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^)]*\)?/gi;
/** A named colour as a CSS value: after a declaration's colon or among its words, before `;`, `,`, `)`, `!` or the end. */
const NAMED_IN_CSS = /(?:^|[\s:,(])([a-z]+)(?=\s*(?:[;,)!}]|$))/gim;
/** Style properties (JSX style objects, SVG attributes) whose value is a colour. */
const COLOUR_PROPS =
  /^(?:color|background|backgroundColor|border(?:Top|Right|Bottom|Left)?(?:Color)?|outline(?:Color)?|fill|stroke|stopColor|floodColor|lightingColor|caretColor|accentColor|textDecorationColor|columnRuleColor|boxShadow|textShadow)$/;

/** The tag of a styled-components template: styled.div``, styled(X)``, styled.a.attrs(…)``, css``, keyframes``, createGlobalStyle``. */
function isStyleTag(tag) {
  if (tag.type === 'Identifier') return ['css', 'keyframes', 'createGlobalStyle', 'injectGlobal'].includes(tag.name);
  if (tag.type === 'MemberExpression') return isStyleTag(tag.object) || (tag.object.type === 'Identifier' && tag.object.name === 'styled');
  if (tag.type === 'CallExpression') return isStyleTag(tag.callee);
  return tag.type === 'Identifier' && tag.name === 'styled';
}

/**
 * `platform/no-colour-literal`: a colour is a theme token (`theme.colors.*`, `theme.shadow.*` of shared/src/ui/theme.ts),
 * never written out in a component: hex colours (`#fff`, `#d30054`) and colour functions (`rgb()`, `rgba()`, `hsl()`, …) in
 * any string or template, and CSS's named colours (`white`, `red`) where a style takes them: in styled-components
 * templates, and as the value of a colour property (`style={{ color: 'white' }}`, `fill="red"`). Comments are not read.
 * Which files may hold colours (the theme itself, tests) is the config's business (`files` / `ignores`). A string that is
 * only a hex-looking anchor ('#add', '#bed') reads as a colour: name the anchor otherwise.
 */
const noColourLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow colour literals outside the theme' },
    schema: [],
    messages: {
      literal:
        "colour literal '{{colour}}': take it from the theme (theme.colors.* / theme.shadow.*, shared/src/ui/theme.ts), adding a token there if none fits",
    },
  },
  create(context) {
    const { sourceCode } = context;
    // reported where the colour stands: `at` is its offset in the node's source text (quotes and backticks included)
    const report = (node, colour, at) => {
      const start = node.range[0] + at;
      context.report({
        loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(start + colour.length) },
        messageId: 'literal',
        data: { colour },
      });
    };
    const hexAndFunctions = (node, text) => {
      for (const match of text.matchAll(HEX_OR_FUNCTION)) report(node, match[0], match.index);
    };
    const namedInCss = (node, text) => {
      for (const match of text.matchAll(NAMED_IN_CSS)) {
        if (NAMED_COLOURS.has(match[1].toLowerCase())) report(node, match[1], match.index + match[0].length - match[1].length);
      }
    };
    const propertyName = (key) =>
      key.type === 'Identifier' || key.type === 'JSXIdentifier' ? key.name : key.type === 'Literal' ? String(key.value) : '';
    const inColourProp = (node) => {
      const parent = node.parent;
      if (parent?.type === 'Property' && parent.value === node) return COLOUR_PROPS.test(propertyName(parent.key));
      if (parent?.type === 'JSXAttribute') return COLOUR_PROPS.test(propertyName(parent.name));
      return false;
    };

    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const text = sourceCode.getText(node);
        hexAndFunctions(node, text);
        if (inColourProp(node) && NAMED_COLOURS.has(node.value.trim().toLowerCase()))
          report(node, node.value.trim(), text.indexOf(node.value.trim()));
      },
      TemplateElement(node) {
        const text = sourceCode.getText(node);
        hexAndFunctions(node, text);
        const template = node.parent;
        if (template.parent?.type === 'TaggedTemplateExpression' && isStyleTag(template.parent.tag)) namedInCss(node, text);
      },
    };
  },
};

export default {
  meta: { name: 'platform' },
  rules: { 'no-relative-import-into': noRelativeImportInto, 'no-folder-cycle': noFolderCycle, 'no-colour-literal': noColourLiteral },
};
