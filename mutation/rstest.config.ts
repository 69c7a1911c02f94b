import { defineConfig } from '@rstest/core';
import base from '../rstest.config';

// One Rstest worker per mutant run: Stryker already runs two mutants at a time on two cores.
export default defineConfig({ ...base, pool: { maxWorkers: 1 } });
