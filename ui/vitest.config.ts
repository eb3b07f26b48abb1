import { availableParallelism } from 'node:os';
import { transformAsync } from '@babel/core';
import { defineConfig, type Plugin } from 'vitest/config';

// Components with graphql`...` tags need babel-plugin-relay (the same transform webpack uses).
function relayPlugin(): Plugin {
  return {
    name: 'claimdesk-relay',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('graphql`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: ['relay'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

export default defineConfig({
  plugins: [relayPlugin()],
  esbuild: { jsx: 'automatic' },
  test: {
    // Pure logic (src/domain/**) runs under node; component tests opt in to jsdom with
    // a `// @vitest-environment jsdom` first line.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    globals: true,
    restoreMocks: true,
    setupFiles: ['./src/test/setup.ts'],
    // A guard against a hung test, not a speed check: a 50-row grid in jsdom takes 1.6 s on a
    // quiet machine and took 7.3 s on a busy one, past vitest's default 5 s.
    testTimeout: 30_000,
    // One worker per core: vitest's default keeps a core for its main process, which on this
    // 2-core machine ran the files one at a time (measured 29 Nov 2026: 103 s; 70 s with two).
    maxWorkers: Math.max(2, availableParallelism()),
    // Each file in its own VM context inside a reused worker process, not a fresh process per file:
    // jsdom and the node_modules a file imports load once per worker, not once per file (measured 30
    // Nov 2026, quiet: 'forks' 119.6 s, 225 CPU s, of which 47 s making jsdom environments; 'vmForks'
    // 59-65 s, 107-117 CPU s, every test passing in every run; 'vmThreads' as fast, one test failing in
    // one of two runs).
    // Files stay isolated from each other (their own globals and module instances).
    pool: 'vmForks',
  },
});
