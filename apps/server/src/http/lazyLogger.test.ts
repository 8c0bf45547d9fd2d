import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './lazyLogger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, stream };
}

describe('lazyChildLoggerFactory', () => {
  it('logs a request’s messages with its request id, and drops those below the level', async () => {
    const { lines, stream } = capture();
    const app = Fastify({
      logger: { level: 'warn', stream },
      childLoggerFactory: lazyChildLoggerFactory,
      genReqId: () => 'req-1',
      disableRequestLogging: true,
    });
    app.get('/', async (request) => {
      request.log.info('not shown');
      request.log.warn({ part: 'x' }, 'shown');
      request.log.child({ step: 2 }).error('child shown');
      return { level: request.log.level };
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.json()).toEqual({ level: 'warn' });
    expect(lines.map((l) => [l.msg, l.reqId, l.part ?? l.step])).toEqual([
      ['shown', 'req-1', 'x'],
      ['child shown', 'req-1', 2],
    ]);
    await app.close();
  });

  it('makes no pino child for a request that logs nothing it keeps', async () => {
    const { stream } = capture();
    const app = Fastify({
      logger: { level: 'warn', stream },
      childLoggerFactory: lazyChildLoggerFactory,
      disableRequestLogging: false,
    });
    let children = 0;
    const made = app.log.child.bind(app.log);
    app.log.child = (...args: Parameters<typeof made>) => {
      children++;
      return made(...args);
    };
    app.get('/', async (request) => {
      request.log.debug('dropped');
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/' });
    expect(children).toBe(0);
    await app.close();
  });
});
