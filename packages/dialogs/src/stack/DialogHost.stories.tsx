import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogHost } from './DialogHost';
import { createDialogStore } from './dialogStore';
import { createDialogRouteRegistry } from './registry';
import { registerBuiltinDialogs } from '../builtin/register';
import { openModalDialog } from '../builtin/open';
import { openConfirmExternalNavigation } from '../builtin/open';

function Demo() {
  const [{ store, registry }] = useState(() => {
    const registry = createDialogRouteRegistry();
    registerBuiltinDialogs(registry);
    return { store: createDialogStore(), registry };
  });
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((l) => [...l, line]);
  return (
    <div style={{ padding: 16 }}>
      <p>
        Dialogs stack 10 above each other from z-index 2000; Escape closes the topmost; focus stays inside.
      </p>
      <button
        type="button"
        onClick={() =>
          openModalDialog(
            store,
            { title: 'Delete the calculation?', Message: 'The calculation and its results are removed.' },
            (r) => {
              note(`modal → ${String(r)}`);
            },
          )
        }
      >
        Open a confirm dialog
      </button>{' '}
      <button
        type="button"
        onClick={() => {
          openModalDialog(store, {
            title: 'First',
            Message: 'Open another one on top.',
            readonly: true,
            initialWidth: '70%',
          });
          openModalDialog(store, { title: 'Second', Message: 'I am on top (z-index 2010).' });
        }}
      >
        Open two stacked dialogs
      </button>{' '}
      <button
        type="button"
        onClick={() => {
          openModalDialog(store, { title: 'A form', Message: 'A dialog of the page (z-index 2000).' });
          openModalDialog(
            store,
            {
              title: 'Leave the page?',
              Message: 'The page asks about itself at the page-dialog layer (2999).',
            },
            (r) => note(`page question → ${String(r)}`),
            { page: true },
          );
        }}
      >
        Ask as the page
      </button>{' '}
      <button
        type="button"
        onClick={() =>
          openConfirmExternalNavigation(store, { url: 'https://example.org/', newTab: true }, (ok) =>
            note(`external → ${ok}`),
          )
        }
      >
        Leave for another site
      </button>
      <ul>
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <DialogHost store={store} registry={registry} />
    </div>
  );
}

const meta: Meta<typeof Demo> = { title: 'Dialogs/Dialog stack', component: Demo };
export default meta;
export const Playground: StoryObj<typeof Demo> = {};
