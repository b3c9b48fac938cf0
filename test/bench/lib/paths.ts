import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
/** Build outputs and scratch files of the bench (git-ignored with test-results/). */
export const BENCH_OUT = join(REPO_ROOT, 'test-results', 'bench');
