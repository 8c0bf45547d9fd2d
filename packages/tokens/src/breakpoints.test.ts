import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointOf, mediaAtMost, mediaBetween, mediaDown, mediaUp } from './index';

describe('breakpoints', () => {
  it('are the spec §9 widths', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });
  it('build media queries that never overlap at a boundary', () => {
    expect(mediaUp('md')).toBe('(min-width: 768px)');
    expect(mediaDown('md')).toBe('(max-width: 767.98px)');
    expect(mediaAtMost('lg')).toBe('(max-width: 992px)');
    expect(mediaUp('xs')).toBe('all');
    expect(mediaDown('xs')).toBe('not all');
    expect(mediaBetween('sm', 'lg')).toBe('(min-width: 576px) and (max-width: 991.98px)');
    expect(mediaBetween('xs', 'sm')).toBe('(max-width: 575.98px)');
  });
  it('name the size class of a width', () => {
    expect(breakpointOf(0)).toBe('xs');
    expect(breakpointOf(575)).toBe('xs');
    expect(breakpointOf(576)).toBe('sm');
    expect(breakpointOf(1280)).toBe('xl');
    expect(breakpointOf(5000)).toBe('xxl');
    expect(breakpointOf(Number.NaN)).toBe('xs');
  });
});
