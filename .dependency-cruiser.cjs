/**
 * Import boundaries and cycles (dependency-cruiser; `npm run boundaries`, part of `npm test`). The layers
 * are written down in docs/development.md; each rule below says which one it keeps.
 */
const ENGINES_AND_DOMAIN = '(contract|pdf|vision|extract|classify|sheets|output|layout|learning|llm)';
/** Leaf helpers any layer may use: they import no package of the project. */
const LEAF_HELPERS = '(sqlite)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles, within a package or across packages: a cycle makes load order matter and layers meaningless. The one exception is closed by an `import type` (erased at run time; swc does not tell type-only imports apart): the client helpers name the WcabClient type of the index that re-exports them.',
      from: { pathNot: '^packages/client/src/(helpers|index)\\.ts$' },
      to: { circular: true },
    },
    {
      name: 'packages-not-to-apps',
      severity: 'error',
      comment: 'apps/ are composition roots: they import packages, never the other way round.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-not-to-other-apps',
      severity: 'error',
      comment: 'Each app composes packages on its own; what two apps share belongs in a package.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'contract-imports-no-package',
      severity: 'error',
      comment: 'packages/contract is the bottom layer: the zod schemas every other layer is checked against.',
      from: { path: '^packages/contract/' },
      to: { path: '^packages/', pathNot: '^packages/contract/' },
    },
    {
      name: 'engines-and-domain-stay-below',
      severity: 'error',
      comment:
        'Engines (pdf, vision) and domain packages (extract, classify, sheets, output, layout, learning, llm) are pure capabilities: they import the contract and each other, never the pipeline, the transport, the settings or the HTTP and MCP edges.',
      from: { path: `^packages/${ENGINES_AND_DOMAIN}/src/` },
      to: { path: '^packages/', pathNot: `^packages/(${ENGINES_AND_DOMAIN}|${LEAF_HELPERS})/` },
    },
    {
      name: 'leaf-helpers-import-no-package',
      severity: 'error',
      comment:
        'packages/sqlite (how the embedded stores open and migrate their files) sits under the key store and the learning store alike, so it imports no package of the project.',
      from: { path: `^packages/${LEAF_HELPERS}/` },
      to: { path: '^packages/', pathNot: `^packages/${LEAF_HELPERS}/` },
    },
    {
      name: 'pipeline-only-contract-engines-domain',
      severity: 'error',
      comment:
        "The pipeline receives what it needs (the typed job, its JobContext) and reaches for nothing: it imports the contract, the engines (pdf, vision) and the domain packages, never the queue (@wcab/queue) or another package. Its settings arrive parsed (their schema and type are the contract's, @wcab/contract/settings); it never imports @wcab/config, which reads the environment.",
      from: { path: '^packages/pipeline/src/' },
      to: { path: '^packages/', pathNot: `^packages/(pipeline|${ENGINES_AND_DOMAIN})/` },
    },
    {
      name: 'pipeline-not-to-edges',
      severity: 'error',
      comment: 'The pipeline is run by the queue and reached through it: it never imports the HTTP gateway, MCP, key or rate-limit stores.',
      from: { path: '^packages/pipeline/src/' },
      to: { path: '^packages/(gateway|mcp|accounts|ratelimit)/' },
    },
    {
      name: 'infrastructure-not-to-edges',
      severity: 'error',
      comment: 'Key stores, rate limits, the queue and the settings sit under the gateway and MCP: they never import them.',
      from: { path: '^packages/(accounts|ratelimit|queue|config)/src/' },
      to: { path: '^packages/(gateway|mcp)/' },
    },
    {
      name: 'gateway-through-the-queue',
      severity: 'error',
      comment: 'The gateway hands every job to the JobQueue seam; it never runs the pipeline itself or calls into MCP.',
      from: { path: '^packages/gateway/src/' },
      to: { path: '^packages/(pipeline|mcp)/' },
    },
    {
      name: 'testkit-only-in-tests',
      severity: 'error',
      comment: 'packages/testkit builds fixtures for tests, evaluation and benchmarks; shipped code never imports it.',
      from: { path: '^(packages|apps)/[^/]+/(src|bin)/', pathNot: '^packages/testkit/' },
      to: { path: '^packages/testkit/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // packages/web/app is the review page's browser code (TSX, bundled by esbuild): it imports npm packages and
    // contract types only, which its own tsconfig checks; the swc parser here reads TypeScript without JSX.
    exclude: { path: '(^|/)(test|scripts|examples|node_modules)/|^packages/web/app/' },
    // TypeScript 7 has no compiler API for dependency-cruiser to parse with; swc parses TypeScript natively.
    parser: 'swc',
    enhancedResolveOptions: {
      extensions: ['.ts', '.mts', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'node', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main'],
    },
  },
};
