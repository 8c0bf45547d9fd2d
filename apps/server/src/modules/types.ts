import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import type { ConsistencyCheck } from './consistency/types';

export interface ModuleOptions {
  ctx: ServerContext;
}

/** A module's routes: a Fastify plugin receiving the server context. */
export type ModulePlugin = FastifyPluginAsync<ModuleOptions>;

/** An idempotent seed step, run at every start after the migrations, in list order. */
export type SeedFunction = (ctx: ServerContext) => Promise<void>;

export interface ServerModule {
  /** Short name, used in logs. */
  name: string;
  /** The routes. Registered with `prefix` (e.g. '/api/v1/projects'); omit it for root-level paths. */
  plugin?: ModulePlugin;
  prefix?: string;
  /**
   * Register without encapsulation, so hooks and decorators the plugin adds apply to the whole
   * app (e.g. a global onRequest hook for sessions / anti-forgery). Default false.
   */
  global?: boolean;
  /** Optional idempotent seed. */
  seed?: SeedFunction;
  /** Checks of this module's configuration, run by Application/CheckConsistency. */
  consistencyChecks?: ConsistencyCheck[];
}
