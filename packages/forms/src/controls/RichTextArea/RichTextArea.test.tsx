import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderControl } from '../testing';
import { installLayoutStubs } from './jsdomLayout';
import { patient } from '../../../../../scripts/patience.mjs';

beforeAll(installLayoutStubs);

/** Pastes HTML into an editing area the way the browser does (ProseMirror reads clipboardData). */
function paste(target: Element, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types: ['text/html', 'text/plain'],
      getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? 'plain' : ''),
    },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

async function editingArea(name: RegExp) {
  return screen.findByRole('textbox', { name }, { timeout: patient(15000) });
}

describe('RichTextArea', () => {
  it('loads the stored HTML sanitised and labels the editing area', async () => {
    await renderControl({
      name: 'Body',
      controlType: 'RichTextArea',
      displayName: 'Body',
      value: '<p>Hello <strong>world</strong><input value="x"></p><script>alert(1)</script>',
    });
    const area = await editingArea(/Body/);
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.innerHTML).toContain('<strong>world</strong>');
    expect(area.querySelector('input, script')).toBeNull();
  });

  it('pasted HTML reaches the value without form controls or scripts', async () => {
    const { model } = await renderControl({ name: 'Body', controlType: 'RichTextArea', displayName: 'Body' });
    const area = await editingArea(/Body/);
    paste(
      area,
      '<p>Hi <input name="a" value="v"><script>alert(1)</script><b>there</b> <a href="javascript:alert(1)">x</a></p>',
    );
    await waitFor(() => expect(typeof model.field('Body').value).toBe('string'));
    const value = model.field('Body').value as string;
    expect(value).toContain('<strong>there</strong>');
    expect(value).not.toMatch(/<input|<script|javascript:/);
    expect(model.hasUnsavedChanges()).toBe(true);
  });

  it('has an accessible toolbar: one tab stop, arrow keys, pressed states', async () => {
    await renderControl({
      name: 'Body',
      controlType: 'RichTextArea',
      displayName: 'Body',
      value: '<p>x</p>',
    });
    const toolbar = await screen.findByRole(
      'toolbar',
      { name: /Text formatting: Body/ },
      { timeout: patient(15000) },
    );
    const bold = screen.getByRole('button', { name: 'Bold' });
    const italic = screen.getByRole('button', { name: 'Italic' });
    expect(toolbar.contains(bold)).toBe(true);
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    act(() => bold.focus());
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(italic);
    fireEvent.keyDown(italic, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(bold);
    fireEvent.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('a value set from outside (reload, reset) replaces the content, sanitised', async () => {
    const { model } = await renderControl({
      name: 'Body',
      controlType: 'RichTextArea',
      displayName: 'Body',
      value: '<p>a</p>',
    });
    const area = await editingArea(/Body/);
    act(() => model.setValue('Body', '<p>changed<input value="x"></p>'));
    await waitFor(() => expect(area.textContent).toBe('changed'));
    expect(area.querySelector('input')).toBeNull();
  });

  it('read-only shows the HTML sanitised, without an editor', async () => {
    const { container } = await renderControl({
      name: 'Body',
      controlType: 'RichTextArea',
      displayName: 'Body',
      readonly: true,
      value:
        '<p>Read <a href="https://example.com">me</a></p><form><input value="x"><button>Go</button></form><img src=x onerror="alert(1)">',
    });
    await waitFor(() => expect(container.querySelector('.ic-richtext-view a')).not.toBeNull(), {
      timeout: patient(15000),
    });
    const view = container.querySelector('.ic-richtext-view')!;
    expect(view.querySelector('form, input, button, img')).toBeNull();
    expect(view.querySelector('a')!.getAttribute('target')).toBe('_self');
    expect(container.querySelector('[contenteditable]')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('required: an empty editor fails validation', async () => {
    const { model } = await renderControl({
      name: 'Body',
      controlType: 'RichTextArea',
      displayName: 'Body',
      required: true,
    });
    await editingArea(/Body/);
    act(() => {
      expect(model.validate()).toBe(false);
    });
    await screen.findByText('This field is required.');
  });
});
