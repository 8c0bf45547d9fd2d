import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithControls } from '../../ui/testing';
import { Icon } from './Icon';
import { isIconKey, loadIcon, parseIconSvg, setIconLoader } from './iconSource';
import { iconLookupValidator } from './settings';

const HOUSE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><!-- MIT --><path d="M1 1h14v14H1z"/></svg>';
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  setIconLoader(async (key) => {
    requested.push(key);
    return key === 'bi-house'
      ? HOUSE
      : key === 'fas-gear'
        ? '<svg viewBox="0 0 512 512"><path d="M0 0"/></svg>'
        : null;
  });
});
afterEach(() => setIconLoader(null));

describe('Icon', () => {
  it('draws the served SVG in its viewBox, decorative without a title', async () => {
    const { container } = render(<Icon iconKey="fas-gear" size="2x" />);
    await waitFor(() => expect(container.querySelector('[data-icon-state="resolved"]')).toBeTruthy());
    const span = container.querySelector('.ic-icon') as HTMLElement;
    expect(span.getAttribute('aria-hidden')).toBe('true');
    expect(span.classList.contains('ic-icon-2x')).toBe(true);
    expect(container.querySelector('svg')!.getAttribute('viewBox')).toBe('0 0 512 512');
  });

  it('falls back to a question mark for an unknown key and an invalid key', async () => {
    const { container } = render(
      <>
        <Icon iconKey="bi-nothing-here" title="Missing" />
        <Icon iconKey="../etc/passwd" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-icon-state="fallback"]').length).toBe(2));
    expect(screen.getByRole('img', { name: 'Missing' })).toBeTruthy();
    // The invalid key never reaches the server.
    expect(requested).toEqual(['bi-nothing-here']);
  });

  it('uses the default viewBox 0 0 16 16 and strips scripts and handlers', () => {
    const parsed = parseIconSvg(
      '<svg><script>alert(1)</script><path onclick="x()" d="M0 0"/><a href="http://x"><path/></a></svg>',
    )!;
    expect(parsed.viewBox).toBe('0 0 16 16');
    expect(parsed.body).not.toMatch(/script|onclick|href/);
    expect(parseIconSvg('not svg')).toBeNull();
  });

  it('asks the server once per key', async () => {
    await Promise.all([loadIcon('bi-house'), loadIcon('bi-house')]);
    expect(requested).toEqual(['bi-house']);
  });
});

describe('IconLookup', () => {
  it('takes a typed key and previews it', async () => {
    const { model } = await renderWithControls({
      name: 'Icon',
      controlType: 'IconLookup',
      displayName: 'Icon',
    });
    const box = screen.getByRole('combobox', { name: 'Icon' });
    act(() => fireEvent.change(box, { target: { value: 'bi-house' } }));
    expect(model.values().Icon).toBe('bi-house');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Icon bi-house' })).toBeTruthy());
  });

  it('reports a key the server would refuse', async () => {
    const { model } = await renderWithControls({
      name: 'Icon',
      controlType: 'IconLookup',
      displayName: 'Icon',
    });
    const box = screen.getByRole('combobox', { name: 'Icon' });
    act(() => {
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: 'House' } });
      fireEvent.blur(box);
    });
    expect(model.values().Icon).toBe('House');
    expect(model.getField('Icon')!.error).toMatchObject({ key: 'IconLookup_InvalidKey' });
  });

  it('validates keys as the server does', () => {
    const field = {
      name: 'I',
      displayName: 'Icon',
      required: false,
      readonly: false,
      hidden: false,
      settings: {},
    };
    expect(iconLookupValidator(field, 'fab-github').valid).toBe(true);
    expect(iconLookupValidator(field, 'bi-').valid).toBe(false);
    expect(iconLookupValidator(field, null).valid).toBe(true);
    expect(isIconKey('xx-house')).toBe(false);
  });
});
