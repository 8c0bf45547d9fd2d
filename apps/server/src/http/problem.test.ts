import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWith, ProblemError, statusTitle } from './problem';

describe('ProblemError', () => {
  it('serialises as RFC 9457 with extensions', () => {
    const e = new ProblemError(409, {
      detail: 'Stale',
      userMessages: [{ message: 'Concurrency_Stale', level: 'warn' }],
      extensions: { concurrencyToken: 'abc' },
    });
    expect(e.toProblem('/api/v1/x')).toEqual({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'Stale',
      instance: '/api/v1/x',
      userMessages: [{ message: 'Concurrency_Stale', level: 'warn' }],
      concurrencyToken: 'abc',
    });
  });

  it('extensions cannot override the standard members', () => {
    const e = new ProblemError(400, { extensions: { status: 200, title: 'x' } });
    expect(e.toProblem()).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('has helpers and standard titles', () => {
    expect(ProblemError.notFound().status).toBe(404);
    expect(ProblemError.forbidden().title).toBe('Forbidden');
    expect(statusTitle(413)).toBe('Content Too Large');
    expect(statusTitle(599)).toBe('Internal Server Error');
  });
});

describe('parseWith', () => {
  const schema = z.object({
    name: z.string().min(1, 'validation_required'),
    items: z.array(z.object({ qty: z.number().int() })),
  });

  it('returns the parsed value', () => {
    expect(parseWith(schema, { name: 'a', items: [{ qty: 1 }] })).toEqual({ name: 'a', items: [{ qty: 1 }] });
  });

  it('throws a 400 problem with one user message per issue', () => {
    let error: unknown;
    try {
      parseWith(schema, { name: '', items: [{ qty: 1.5 }] }, { controlNames: { 'items.0.qty': 'Quantity' } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ProblemError);
    const p = (error as ProblemError).toProblem();
    expect(p.status).toBe(400);
    expect(p.userMessages).toEqual([
      { message: 'validation_required', level: 'error', controlName: 'name' },
      { message: expect.any(String), level: 'error', controlName: 'Quantity' },
    ]);
    expect(p.errors).toEqual([
      { path: 'name', code: 'too_small', message: 'validation_required' },
      { path: 'items.0.qty', code: 'invalid_type', message: expect.any(String) },
    ]);
  });

  it('root-level issues have no control name', () => {
    try {
      parseWith(schema, 'nope');
      expect.unreachable();
    } catch (e) {
      expect((e as ProblemError).userMessages?.[0]).not.toHaveProperty('controlName');
    }
  });
});
