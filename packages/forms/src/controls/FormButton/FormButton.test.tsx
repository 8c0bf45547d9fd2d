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

  it('says it is running (focusable, aria-disabled, aria-busy) and ignores a second press meanwhile', async () => {
    const { model } = await renderControl(
      { name: 'Refresh', controlType: 'FormButton', displayName: 'Refresh prices' },
      { extra: { elementDependencies: { Refresh: ['Refresh'] } } },
    );
    let reloads = 0;
    let finish!: () => void;
    model.reloadDependents = () => {
      reloads += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    const button = screen.getByRole('button', { name: 'Refresh prices' });
    expect(button.getAttribute('type')).toBe('button');
    await act(async () => void fireEvent.click(button));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await act(async () => void fireEvent.click(button));
    expect(reloads).toBe(1);
    await act(async () => finish());
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await act(async () => void fireEvent.click(button));
    expect(reloads).toBe(2);
  });

  it('is disabled when the field is read-only', async () => {
    await renderControl({
      name: 'Refresh',
      controlType: 'FormButton',
      displayName: 'Refresh prices',
      readonly: true,
    });
    expect((screen.getByRole('button', { name: 'Refresh prices' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
