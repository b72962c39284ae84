// The ESLint rule that keeps the tree's layers apart (npm run lint runs it over src). Each file of
// src belongs to an area; an area may import only the areas listed for it, so nothing imports
// upward, no web feature imports another, and the web app reaches the backend only through the
// browser host that main.tsx loads lazily. Code outside a web feature goes through the feature's
// index.ts. Production code never imports test support (*.test.*, *.setup.*, a testing/ folder)
// nor a test tool (vitest, Testing Library, Playwright, MSW's Node server). The benchmarks (bench/,
// one area, not shipped) build on the server, the backend and the contract, may use test tools,
// and nothing in src imports them.
import { posix } from 'node:path';

const webBase = ['contract', 'web/config', 'web/lib'];
const webShared = [...webBase, 'web/components'];
const webTop = [...webShared, 'web/features/*', 'web/app'];

/** Which areas each area may import from (its own always). */
export const allowedImports = {
  contract: [],
  backend: ['contract'],
  server: ['backend', 'contract'],
  'browser-backend': ['backend', 'contract'],
  'web/config': webBase,
  'web/lib': webBase,
  'web/styles': [],
  'web/components': webShared,
  // Every feature alike (auth, account, posts, conversation, live, notifications, users, safety,
  // moderation, request-tester, and any added later): none imports another, so what two share lives in components or lib.
  'web/features/*': webShared,
  'web/app': webTop,
  'web/prerender': webTop,
  'web/main': [...webTop, 'web/styles', 'browser-backend'],
  bench: ['server', 'backend', 'contract'],
};

// A testing/ folder (or the folder itself), or a test or setup file, with or without its extension:
// imports name no extension.
const testSupport = /(^|\/)testing(\/|$)|\.(test|setup)(\.[jt]sx?)?$/;
/** Packages only tests use: production code that imports one would ship a test tool. */
const testPackages = /^(vitest|@vitest\/|@testing-library\/|@playwright\/test|msw\/node)/;

/** A linted file's path relative to the repository (cwd), or undefined outside src and bench. */
function sourcePath(path, cwd) {
  const relative = cwd && path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path;
  if (/^(src|bench)\//.test(relative)) return relative;
  const at = path.lastIndexOf('/src/');
  return at === -1 ? undefined : path.slice(at + 1);
}

/**
 * The area of a path: bench, or under src its top folder, or web/<folder>, or
 * web/features/<name>.
 */
export function areaOf(path) {
  if (path.startsWith('bench/')) return 'bench';
  const parts = path.split('/');
  if (parts[1] !== 'web') return parts[1];
  if (parts[2] === 'features') return `web/features/${parts[3]}`;
  return `web/${parts[2].replace(/\.[jt]sx?$/, '')}`;
}

function mayImport(from, to) {
  if (from === to) return true;
  const key = from.startsWith('web/features/') ? 'web/features/*' : from;
  const allowed = allowedImports[key] ?? [];
  if (to.startsWith('web/features/')) return allowed.includes('web/features/*');
  return allowed.includes(to);
}

/** Resolves an import specifier to a path in the repository, or undefined for a package. */
function targetOf(specifier, importer) {
  let path;
  if (specifier.startsWith('@/')) path = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) path = posix.join(posix.dirname(importer), specifier);
  else return undefined;
  return posix.normalize(path).replace(/\/+$/, '');
}

/** The message for an import that crosses a boundary, or undefined when it may. */
export function boundaryProblem(importer, specifier) {
  const target = targetOf(specifier, importer);
  if (importer.startsWith('src/') && (target === 'bench' || target?.startsWith('bench/')))
    return `Nothing in src imports the benchmarks: ${specifier} is in bench/.`;
  if (testSupport.test(importer)) return undefined;
  // The benchmarks ship nothing, and drive the app with Playwright as the e2e tests do.
  const benchmark = importer.startsWith('bench/');
  if (!benchmark && testPackages.test(specifier))
    return `Production code does not import test tools (${specifier}).`;
  if (!target?.startsWith('src/')) return undefined;
  if (!benchmark && testSupport.test(target))
    return `Production code does not import test support (${specifier}).`;
  const from = areaOf(importer);
  const to = areaOf(target);
  if (!mayImport(from, to)) {
    if (from.startsWith('web/features/') && to.startsWith('web/features/'))
      return `A feature does not import another feature: ${from} imports ${to}.`;
    return `A layer imports only the layers it builds on: ${from} may not import ${to} (docs/architecture.md).`;
  }
  const entry = target.replace(/\/index$/, '');
  if (to.startsWith('web/features/') && from !== to && `src/${to}` !== entry)
    return `Import ${to} through its index.ts, not ${specifier}.`;
  return undefined;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A layer imports only the layers it builds on, features stay apart, tests stay out.',
    },
    schema: [],
  },
  create(context) {
    const slashed = (path) => path.split('\\').join('/');
    const importer = sourcePath(slashed(context.physicalFilename), slashed(context.cwd));
    if (!importer) return {};
    const check = (node, source) => {
      if (typeof source?.value !== 'string') return;
      const problem = boundaryProblem(importer, source.value);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const boundariesPlugin = { rules: { 'import-boundaries': importBoundaries } };
