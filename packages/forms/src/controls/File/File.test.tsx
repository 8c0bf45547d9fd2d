import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';
import { fileDownloadUrl } from './settings';

describe('File', () => {
  it('lists stored files with a GetFile download link and offers a chooser', async () => {
    await renderControl({
      name: 'Att',
      controlType: 'File',
      displayName: 'Attachment',
      value: [{ fileId: 'f9', name: 'plan.pdf' }],
    });
    expect(screen.getByRole('link', { name: 'plan.pdf' }).getAttribute('href')).toBe(
      '/DynamicForm/GetFile?fileId=f9',
    );
    expect(screen.getByRole('button', { name: /Choose a file/ })).toBeTruthy();
    expect(fileDownloadUrl('/app', 'a b')).toBe('/app/DynamicForm/GetFile?fileId=a%20b');
  });

  it('refuses a chosen file of another type or beyond maxSize, in the server’s words, before upload', async () => {
    const { container } = await renderControl({
      name: 'Att',
      controlType: 'File',
      displayName: 'Attachment',
      settings: { accept: 'application/pdf,image/png,.docx', maxSize: 1024 * 1024 },
    });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
    choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file logo.svg is not of an accepted type. Accepted: PDF, PNG, DOCX.',
    );
    choose(new File([new Uint8Array(1024 * 1024 + 1)], 'plan.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file plan.pdf is too large: at most 1 MB is accepted here.',
    );
    expect(screen.queryByText('plan.pdf')).toBeNull();
    choose(new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('plan.pdf')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
