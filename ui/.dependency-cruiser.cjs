/**
 * The UI's layering, checked by `npm test` (before vitest) with dependency-cruiser.
 *
 * src/ holds two kinds of folder:
 * - the ground floor, which any file may import: ui/ (the design system), lib/, relay/, domain/,
 *   uploads/, shell/, and theme/ (the light/dark preference the design system reads);
 * - areas: every other folder (claims, schedules, projects, links, variations, home, auth, ...).
 *
 * The rules:
 * 1. An area imports the ground floor and other areas' doors, never another area's rooms. An
 *    area's doors are the files at its top level (src/claims/texts.ts, src/claims/ClaimBadges.tsx,
 *    src/projects/paths.ts); its sub-folders (src/claims/page/, src/claims/grid/, ...) are its
 *    rooms, for it alone, but for the few room files listed in DOORS below.
 * 2. The ground floor imports no area (shell/ excepted: it is the signed-in shell that lays the
 *    areas out), but for the exceptions listed in TODO below.
 * 3. Only tests import the test helpers of src/test/.
 * 4. No module imports itself round a circle.
 *
 * Tests (*.test.ts, *.test.tsx) may reach into any room; Relay's generated files
 * (src/__generated__/) are not looked at. ui/README.md ('Layering') says the same.
 */
const GROUND = ['ui', 'lib', 'relay', 'domain', 'uploads', 'shell', 'theme'];
const ground = GROUND.join('|');
const TEST = '\\.test\\.tsx?$';

/** Room files that are doors of their area by design, each with what comes in through it. */
const DOORS = [
  // The contract page's tabs (projects/contractTabs.ts loads each lazily, as routes.tsx loads pages).
  'src/claims/tabs/ClaimsTab.tsx',
  'src/claims/tabs/ContractGridTab.tsx',
  // Recording a payment and the paid toggles, offered on the claim lists' rows (home/) as on the claim page.
  'src/claims/payments/PaymentDialog.tsx',
  'src/claims/payments/paymentActions.ts',
  // Reading a file of lines (CSV, TSV): a draft claim's 'Import lines' and a new project's previous claims.
  'src/claims/import/lineImport.ts',
];

/**
 * Today's imports that break a rule, each a visible to-do: [from, to, why it is still here].
 * Remove a line when its import goes; add one only with a reason.
 */
const TODO = [
  [
    'src/relay/environment.ts',
    'src/auth/state.ts',
    "every call's user-account-id and org-id headers come from auth's selected account and org " +
      '(a leaf: it imports nothing); to move below relay/ when auth is next reworked',
  ],
];

const exact = (path) => `^${path.replace(/[.]/g, '\\.')}$`;

/** A rule, and beside it one copy per file with listed exceptions that lets just those imports through. */
function withExceptions(rule) {
  const froms = [...new Set(TODO.map(([from]) => from))].filter((from) => new RegExp(rule.from.path).test(from));
  const main = { ...rule, from: { ...rule.from, pathNot: [...[rule.from.pathNot ?? []].flat(), ...froms.map(exact)] } };
  return [
    main,
    ...froms.map((from) => ({
      ...rule,
      // The file itself, matched through the rule's own pattern so that its groups ($1) still hold.
      from: { path: `(?=${exact(from)})${rule.from.path}` },
      to: {
        ...rule.to,
        pathNot: [...[rule.to.pathNot ?? []].flat(), ...TODO.filter(([f]) => f === from).map(([, to]) => exact(to))],
      },
    })),
  ];
}

module.exports = {
  forbidden: [
    ...withExceptions({
      name: 'area-into-another-areas-room',
      comment:
        "An area imports the ground floor and other areas' doors (their top-level files, and DOORS), " +
        "never another area's sub-folders. Move what two areas share below them, or make it a door.",
      severity: 'error',
      from: { path: `^src/(?!(?:${ground}|test)/)([^/]+)/`, pathNot: TEST },
      to: { path: '^src/[^/]+/[^/]+/', pathNot: ['^src/$1/', `^src/(?:${ground})/`, ...DOORS.map(exact)] },
    }),
    ...withExceptions({
      name: 'ground-floor-imports-an-area',
      comment: 'ui/, lib/, relay/, domain/, uploads/ and theme/ stand below every area: they import none.',
      severity: 'error',
      from: { path: '^src/(?:ui|lib|relay|domain|uploads|theme)/', pathNot: TEST },
      to: { path: `^src/(?!(?:${ground})/)[^/]+/` },
    }),
    {
      name: 'test-helpers-outside-tests',
      comment: 'src/test/ holds helpers for tests; the app never imports them.',
      severity: 'error',
      from: { pathNot: [TEST, '^src/test/'] },
      to: { path: '^src/test/' },
    },
    {
      name: 'no-circular',
      comment: 'A module that imports itself round a circle (the contract tabs and their list were one).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: '(^|/)__generated__/' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type from another area's room ties the two as much as a value does.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
