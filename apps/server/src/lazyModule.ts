import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS dependency loaded on first use instead of at start-up. Linters, PDF writers, mail
 * and HTML sanitisers are needed by a few requests but cost seconds to load, and every server
 * start (a release, each test file, each e2e server) would pay for them.
 */
export function lazyModule<Module>(id: string): () => Module {
  let loaded: Module | undefined;
  return () => (loaded ??= require(id) as Module);
}
