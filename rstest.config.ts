import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['tests/unit/**/*.test.ts'],
  testEnvironment: 'node',
  // One worker per core (the default leaves one core free): many tests wait on a child build or
  // checker, so a two-core machine finishes a quarter sooner.
  pool: { maxWorkers: '100%' },
});
