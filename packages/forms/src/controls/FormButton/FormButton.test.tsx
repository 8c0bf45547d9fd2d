import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';

describe('FormButton', () => {
  it('reloads the elements that depend on it', async () => {
    const { model } = await renderControl(
      { name: 'Refresh', controlType: 'FormButton', displayName: 'Refresh prices' },
      { extra: { elementDependencies: { Refresh: ['Refresh'] } } },
    );
    let reloads = 0;
    const original = model.reloadDependents.bind(model);
    model.reloadDependents = (source) => {
      reloads += 1;
      return original(source);
    };
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh prices' }));
    });
    expect(reloads).toBe(1);
  });
});
