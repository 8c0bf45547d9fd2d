import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/createAppStore';
import { addUserMessages } from './slice';
import { Toasts } from './Toasts';

function Demo({ durations }: { durations?: Parameters<typeof Toasts>[0]['durations'] }) {
  const store = createAppStore({ setupListeners: false, connectMessageSink: false });
  const add = (level: 'error' | 'warn' | 'info') =>
    store.dispatch(
      addUserMessages([{ message: `A ${level} message at ${new Date().toLocaleTimeString()}`, level }]),
    );
  return (
    <Provider store={store}>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <button type="button" onClick={() => add('info')}>
          Add info
        </button>
        <button type="button" onClick={() => add('warn')}>
          Add warning
        </button>
        <button type="button" onClick={() => add('error')}>
          Add error
        </button>
      </div>
      <Toasts {...(durations ? { durations } : {})} />
    </Provider>
  );
}

const meta: Meta<typeof Demo> = { title: 'Shell/Toasts', component: Demo };
export default meta;

/** Every level hides after 5000 ms (the default). */
export const DefaultDurations: StoryObj<typeof Demo> = {};
/** Information hides after 2 s, warnings after 8 s; errors stay until dismissed (not configured). */
export const PerLevel: StoryObj<typeof Demo> = { args: { durations: { information: 2000, warning: 8000 } } };
