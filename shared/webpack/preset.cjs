// Webpack 5 + Module Federation preset shared by the shell and every remote.
// A remote's config is one line: createRemoteConfig({ dir: __dirname }).
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const webpack = require('webpack');
const { FacadeListPlugin, facadeAliases, facadeShareOptions } = require('./shared-facades.cjs');

/**
 * The ONE list of shared singletons. Keys ending in '/' share every deep import of the package
 * (react/jsx-runtime, react-dom/client – the latter is what single-spa-react renders with).
 */
const sharedSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'styled-components',
  'rxjs',
  'single-spa-react',
  // One query cache per page: QueryClientProvider's context must be the same module in every remote.
  '@tanstack/react-query',
  // One i18n instance per page: every remote's useTranslation() must see the instance @platform/shared initialises.
  'i18next',
  'react-i18next',
  '@platform/shared',
];

// Dev-server ports of the remotes when run standalone (`pnpm --filter @platform/mfe-x dev`).
const REMOTE_DEV_PORTS = {
  mfe_auth: 3001,
  mfe_catalog: 3002,
  mfe_live: 3003,
  mfe_messaging: 3004,
  mfe_wallet: 3005,
  mfe_studio: 3006,
  mfe_admin: 3007,
};
const SHELL_DEV_PORT = 3000;

function readPackageJson(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

function packageBaseName(key) {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/** The range a package asks for, from its own package.json; `workspace:` specs become ^<installed version>. */
function requiredVersionOf(dir, pkg, name) {
  const spec =
    (pkg.dependencies && pkg.dependencies[name]) ||
    (pkg.peerDependencies && pkg.peerDependencies[name]) ||
    (pkg.devDependencies && pkg.devDependencies[name]);
  if (!spec) {
    throw new Error(`${pkg.name}: shared singleton "${name}" must be listed in package.json dependencies`);
  }
  if (!spec.startsWith('workspace:')) return spec;
  const installed = require(require.resolve(`${name}/package.json`, { paths: [dir] }));
  const range = spec.slice('workspace:'.length);
  if (range === '*' || range === '') return installed.version;
  if (range === '^' || range === '~') return `${range}${installed.version}`;
  return range;
}

/** MF `shared` option built from sharedSingletons and the package's own dependency ranges. */
function sharedConfig(dir, pkg) {
  const shared = {};
  for (const key of sharedSingletons) {
    shared[key] = {
      singleton: true,
      requiredVersion: requiredVersionOf(dir, pkg, packageBaseName(key)),
      ...facadeShareOptions(dir, key),
    };
  }
  return shared;
}

/**
 * Writes node_modules/.cache/platform/chunk-graph.json next to the app (not into dist: it names source files
 * and dist is served): for every chunk its JS files and the shared modules it consumes, the chunks behind
 * each import(), each provided shared module and each exposed module. scripts/page-weight.mjs reads it to
 * work out what a first visit downloads.
 */
class ChunkGraphPlugin {
  constructor(dir) {
    this.outFile = path.join(dir, 'node_modules', '.cache', 'platform', 'chunk-graph.json');
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkGraphPlugin', (compilation) => {
      const { chunkGraph } = compilation;
      const groupChunkIds = (block) => {
        const group = block && chunkGraph.getBlockChunkGroup(block);
        return group ? group.chunks.map((chunk) => String(chunk.id)) : [];
      };
      const chunks = {};
      const asyncImports = [];
      const provides = {};
      const exposes = {};
      for (const chunk of compilation.chunks) {
        const consumes = new Set();
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type === 'consume-shared-module') consumes.add(module.options.shareKey);
          if (module.type === 'provide-module') provides[module._name] = groupChunkIds(module.blocks[0]);
          if (module._exposes) {
            module.blocks.forEach((block, index) => {
              exposes[module._exposes[index][0]] = groupChunkIds(block);
            });
          }
          // The app's own import() calls (a concatenated module carries the blocks of the modules inside it).
          for (const block of module.blocks) {
            const origin = (block.parent && block.parent.resource) || module.resource;
            const request = block.dependencies[0] && block.dependencies[0].request;
            if (!origin || origin.includes('node_modules') || !request) continue;
            asyncImports.push({ from: path.relative(this.dir, origin), request, chunks: groupChunkIds(block) });
          }
        }
        chunks[String(chunk.id)] = { files: [...chunk.files].filter((file) => file.endsWith('.js')), consumes: [...consumes] };
      }
      const entrypoints = {};
      for (const [name, entrypoint] of compilation.entrypoints) entrypoints[name] = entrypoint.chunks.map((chunk) => String(chunk.id));
      fs.mkdirSync(path.dirname(this.outFile), { recursive: true });
      const graph = { builtAt: new Date().toISOString(), hash: compilation.hash, entrypoints, chunks, asyncImports, provides, exposes };
      fs.writeFileSync(this.outFile, JSON.stringify(graph, null, 1));
    });
  }
}

function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
          target: 'es2020',
        },
      },
    },
  };
}

/** Dev-server proxy: everything the client calls goes to the edge server (CONVENTIONS: port 8080). */
function devProxy(paths) {
  const target = process.env.PLATFORM_EDGE_URL || `http://127.0.0.1:${process.env.PORT || 8080}`;
  return [{ context: paths, target, changeOrigin: false, ws: true }];
}

function baseConfig({ dir, mode, name, publicPath }) {
  const isDev = mode !== 'production';
  return {
    mode: isDev ? 'development' : 'production',
    context: dir,
    devtool: isDev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      // Content-hashed names: a release folder is immutable and cached forever.
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Files of this preset live in shared/; resolve bare imports from the consuming package first
      // so '@platform/shared' and react come from the same place as the package's own code.
      modules: [path.join(dir, 'node_modules'), 'node_modules'],
      alias: facadeAliases(dir),
    },
    module: {
      rules: [
        swcRule(isDev),
        { test: /\.(png|jpe?g|gif|svg|webp|mp3|wav)$/i, type: 'asset/resource' },
        // The settings kit is bundled by each remote that imports it (it is no shared singleton): a page takes only the
        // kit's files it uses (the sign-in card a notice, not the settings' checkbox lists and their texts).
        { test: /[\\/]shared[\\/]src[\\/]settings-kit[\\/]/, sideEffects: false },
      ],
    },
    optimization: { runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * The Module Federation runtime (runtime-core, ~22 KB compressed) ships once per page, in the shell's entry:
 * the shell provides it on a global (`provideExternalRuntime`) and production remotes take it from there
 * (`externalRuntime`) instead of bundling their own into remoteEntry.js. A remote's development build keeps
 * its own copy, so its standalone page and a shell of any age can run it.
 */
function runtimeExperiments({ role, mode }) {
  const optimization = { target: 'web' };
  if (role === 'shell') return { provideExternalRuntime: true, optimization };
  return mode === 'production' ? { externalRuntime: true, optimization } : { optimization };
}

/**
 * `provideExternalRuntime` puts the runtime on a global through a CommonJS plugin that require()s
 * `@module-federation/runtime-tools/runtime-core`, which resolves to the CommonJS build: a second runtime-core (and
 * sdk) next to the ES module one the bundler runtime imports, ~10 KB compressed on every page. Pointing that request
 * at the ES module build makes both the same module.
 */
function singleRuntimeCopy() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced'));
  const toolsDir = path.dirname(require.resolve('@module-federation/runtime-tools/package.json', { paths: [enhancedDir] }));
  return { '@module-federation/runtime-tools/runtime-core$': path.join(toolsDir, 'dist', 'runtime-core.js') };
}

function federation({ name, pkg, dir, exposes, manifest, experiments }) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: sharedConfig(dir, pkg),
    // loaded-first: never fetch every remote at boot to negotiate versions (one dead remote would break the page).
    shareStrategy: 'loaded-first',
    manifest,
    dts: false,
    experiments,
  });
}

function modeFrom(argvMode) {
  return argvMode || process.env.NODE_ENV || 'development';
}

/**
 * Config of a remote: exposes ./lifecycles, emits remoteEntry.js + mf-manifest.json with
 * publicPath 'auto' (the same files work from any versioned folder), and a standalone dev page.
 * Returns a webpack config function (webpack passes env and argv).
 */
function createRemoteConfig({ dir }) {
  return (_env = {}, argv = {}) => {
    const pkg = readPackageJson(dir);
    const container = pkg.platform && pkg.platform.container;
    if (!container || !/^[A-Za-z_$][\w$]*$/.test(container)) {
      throw new Error(`${pkg.name}: package.json platform.container must be a valid identifier`);
    }
    const mode = modeFrom(argv.mode);
    const lifecycles = path.join(dir, 'src', 'lifecycles.tsx');
    const config = baseConfig({ dir, mode, name: container, publicPath: 'auto' });
    const port = Number(process.env.DEV_PORT || (pkg.platform && pkg.platform.devPort) || REMOTE_DEV_PORTS[container] || 0);
    const production = config.mode === 'production';
    // The standalone page (a development tool) is built in development only: a production remote takes the
    // MF runtime from the shell (runtimeExperiments), which a page of its own would not have.
    config.entry = production ? {} : { main: path.join(__dirname, 'standalone', 'entry.js') };
    config.resolve.alias = { ...config.resolve.alias, 'platform-remote-lifecycles$': lifecycles };
    config.plugins = [
      new ChunkGraphPlugin(dir),
      new FacadeListPlugin(),
      federation({
        name: container,
        pkg,
        dir,
        exposes: { './lifecycles': './src/lifecycles.tsx' },
        manifest: true,
        experiments: runtimeExperiments({ role: 'remote', mode: config.mode }),
      }),
      new webpack.DefinePlugin({ __PLATFORM_CONTAINER__: JSON.stringify(container) }),
      ...(production
        ? []
        : [
            new HtmlWebpackPlugin({
              chunks: ['main'],
              // Absolute script URLs: the dev server answers every deep path (/auth/login/user) with this page.
              publicPath: '/',
              title: `${pkg.name} (standalone)`,
              templateContent: standalonePage(pkg.name),
            }),
          ]),
    ];
    config.devServer = {
      host: '127.0.0.1',
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      // The shell (another origin in dev) loads this remote through a localStorage override.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: devProxy(['/api', '/socket.io', '/uploads', '/WebRTCAppEE']),
      client: { overlay: { runtimeErrors: false } },
    };
    return config;
  };
}

function standalonePage(title) {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head>
  <body style="margin:0;font-family:system-ui,sans-serif"><div id="root"></div></body>
</html>`;
}

/** Config of the shell: the MF host (no remote compiled in), html page, public/ copied as-is. */
function createShellConfig({ dir }) {
  return (_env = {}, argv = {}) => {
    const pkg = readPackageJson(dir);
    const mode = modeFrom(argv.mode);
    const config = baseConfig({ dir, mode, name: 'shell', publicPath: '/' });
    config.entry = { main: './src/index.ts' };
    config.resolve.alias = { ...config.resolve.alias, ...singleRuntimeCopy() };
    const publicDir = path.join(dir, 'public');
    config.plugins = [
      new ChunkGraphPlugin(dir),
      new FacadeListPlugin(),
      federation({ name: 'shell', pkg, dir, exposes: {}, manifest: false, experiments: runtimeExperiments({ role: 'shell', mode: config.mode }) }),
      new HtmlWebpackPlugin({
        chunks: ['main'],
        template: path.join(dir, 'src', 'index.html'),
      }),
      ...(fs.existsSync(publicDir) ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir, to: '.' }] })] : []),
    ];
    config.devServer = {
      host: '127.0.0.1',
      port: Number(process.env.SHELL_PORT || SHELL_DEV_PORT),
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      proxy: devProxy(['/api', '/socket.io', '/uploads', '/WebRTCAppEE', '/registry', '/remotes']),
      client: { overlay: { runtimeErrors: false } },
    };
    return config;
  };
}

module.exports = { createRemoteConfig, createShellConfig, sharedSingletons, sharedConfig, REMOTE_DEV_PORTS };
