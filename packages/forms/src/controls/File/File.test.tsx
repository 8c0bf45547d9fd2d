import { screen } from '@testing-library/react';
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
});
