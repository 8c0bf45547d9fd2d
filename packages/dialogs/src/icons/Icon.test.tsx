import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestI18n } from '../test-utils';
import { Toolbar } from '../toolbar/Toolbar';
import { Icon } from './Icon';
import { DEFAULT_VIEW_BOX, ICON_SIZES, setIconLoader } from './iconSource';
import { iconCss } from './iconStyles';

const GEAR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path d="M0 0h512v512z"/></svg>';
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  setIconLoader(async (key) => {
    requested.push(key);
    return key === 'fas-gear' || key === 'bi-save' ? GEAR : null;
  });
});
afterEach(() => {
  cleanup();
  setIconLoader(null);
});

describe('<Icon>', () => {
  it('draws the served SVG inline, sized by class (no style attribute, CSP)', async () => {
    const { container } = render(<Icon iconKey="fas-gear" size="lg" />);
    await waitFor(() => expect(container.querySelector('[data-icon-state="resolved"]')).toBeTruthy());
    const span = container.querySelector('.ic-icon')!;
    expect(span.classList.contains('ic-icon-lg')).toBe(true);
    expect(span.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('svg path')!.getAttribute('d')).toBe('M0 0h512v512z');
  });
});

describe('icon sizes and box (spec §9)', () => {
  it('offers xs, sm, lg and 1x to 10x, each a class of its own em size', () => {
    expect(Object.keys(ICON_SIZES)).toEqual([
      'xs',
      'sm',
      'lg',
      '1x',
      '2x',
      '3x',
      '4x',
      '5x',
      '6x',
      '7x',
      '8x',
      '9x',
      '10x',
    ]);
    expect(ICON_SIZES['10x']).toBe(10);
    expect(iconCss).toContain('.ic-icon-10x{width:10em;height:10em}');
    expect(iconCss).toContain('.ic-icon-xs{width:0.75em;height:0.75em}');
  });

  it('draws an SVG without a viewBox of its own in 0 0 16 16 units', async () => {
    setIconLoader(async () => '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h16v16z"/></svg>');
    const { container } = render(<Icon iconKey="bi-square" size="10x" />);
    await waitFor(() => expect(container.querySelector('[data-icon-state="resolved"]')).toBeTruthy());
    expect(DEFAULT_VIEW_BOX).toBe('0 0 16 16');
    expect(container.querySelector('svg')!.getAttribute('viewBox')).toBe('0 0 16 16');
    expect(container.querySelector('.ic-icon')!.classList.contains('ic-icon-10x')).toBe(true);
  });
});

describe('<Toolbar> icons', () => {
  it("draws each button's iconKey as inline SVG", async () => {
    render(
      <TestI18n>
        <Toolbar
          availableWidth={2000}
          buttons={[{ baseName: 'save', title: 'Save', iconKey: 'bi-save', onClick: () => undefined }]}
        />
      </TestI18n>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(button.querySelector('svg path')).not.toBeNull());
    expect(button.querySelector('[data-icon-key="bi-save"]')!.getAttribute('data-icon-state')).toBe(
      'resolved',
    );
    expect(requested).toContain('bi-save');
  });

  it('keeps an accessible name and a tooltip in icon-only mode', async () => {
    render(
      <TestI18n>
        <Toolbar
          availableWidth={2000}
          buttons={[
            {
              baseName: 'settings',
              title: 'Settings',
              iconKey: 'fas-gear',
              visibility: 'iconOnly',
              onClick: () => undefined,
            },
          ]}
        />
      </TestI18n>,
    );
    const button = screen.getByRole('button', { name: 'Settings' });
    expect(button.getAttribute('title')).toBe('Settings');
    // The name is visually hidden text, not the only thing the button shows.
    expect(button.querySelector('.ic-visually-hidden')!.textContent).toBe('Settings');
    await waitFor(() => expect(button.querySelector('svg')).not.toBeNull());
  });

  it('shows 100 buttons uncollapsed by default and collapses the 101st (spec §9)', () => {
    const buttons = Array.from({ length: 101 }, (_, i) => ({
      baseName: `b${i}`,
      title: `Button ${i}`,
      onClick: () => undefined,
    }));
    render(
      <TestI18n>
        <Toolbar availableWidth={1_000_000} buttons={buttons} />
      </TestI18n>,
    );
    const toolbar = screen.getByRole('toolbar');
    expect(toolbar.querySelectorAll('button[data-base-name]').length).toBe(100);
    expect(screen.queryByRole('button', { name: 'Button 100' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More options' })).toBeTruthy();
  });
});
