import { defineConfig } from '@rstest/core';

export default defineConfig({
  projects: [
    {
      name: 'unit',
      include: ['tests/unit/**/*.test.ts'],
      testEnvironment: 'node',
      // A package's stylesheet imported as text (theme/upstream/searchPanel.ts) is a string module
      // of the bundle; Node itself cannot import a `.css?raw` file.
      output: { bundleDependencies: [/\.css\?raw$/] },
    },
    // Components of the theme rendered into a DOM (theme/upstream/README.md: tree rewrites).
    { name: 'dom', include: ['tests/dom/**/*.test.ts'], testEnvironment: 'happy-dom' },
  ],
  // One worker per core (the default leaves one core free): many tests wait on a child build or
  // checker, so a two-core machine finishes a quarter sooner.
  pool: { maxWorkers: '100%' },
});
