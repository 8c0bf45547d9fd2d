import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';

describe('Hidden', () => {
  it('renders only a hidden input with the value, no label', async () => {
    const { container } = await renderControl({ name: 'Token', controlType: 'Hidden', value: 'abc' });
    const input = container.querySelector<HTMLInputElement>('input[type=hidden]')!;
    expect(input.value).toBe('abc');
    expect(container.querySelector('label')).toBeNull();
  });
});
