import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type LogMethod = (...args: unknown[]) => void;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's standard levels (the server configures no custom ones). */
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};
const enabled = (level: Level, threshold: string) =>
  LEVEL_VALUES[level]! >= (LEVEL_VALUES[threshold] ?? Number.POSITIVE_INFINITY);

/**
 * A request's logger whose pino child (the request id serialised into its bindings) is made on
 * the first message the level lets through. Fastify makes a child per request; at the usual
 * `warn` level almost no request logs, and the child was about 5 % of a cached read's CPU time
 * under the API bench (pino stringifies the bindings eagerly).
 */
class LazyChildLogger {
  private real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly childBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private made(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.childBindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    if (this.real === null && !enabled(level, this.parent.level)) return;
    (this.made()[level] as LogMethod)(...args);
  }

  get level(): string {
    return (this.real ?? this.parent).level;
  }
  set level(level: string) {
    this.made().level = level;
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy child, unless the route sets its own level or
 * serializers (then pino's child at once, which applies them).
 */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
