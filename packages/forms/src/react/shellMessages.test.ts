import { describe, expect, it } from 'vitest';
import { addUserMessages, createAppStore } from '@insulcalc/shell';
import { toShellMessages } from './shellMessages';

describe('toShellMessages (the form message area handed to the shell)', () => {
  it('keeps a keyed message’s values, so the shell re-translates it whole', () => {
    const [message] = toShellMessages([
      {
        level: 'error',
        message: 'The onLoad hook failed: boom',
        messageKey: 'FormScript_Failed',
        values: { hook: 'onLoad', detail: 'boom' },
      },
    ]);
    expect(message).toMatchObject({
      messageKey: 'FormScript_Failed',
      values: { hook: 'onLoad', detail: 'boom' },
      target: 'page',
      level: 'error',
    });
    const store = createAppStore({ setupListeners: false, connectMessageSink: false });
    store.dispatch(addUserMessages({ messages: [message!], target: 'page' }));
    expect(store.getState().messages.items[0]).toMatchObject({
      messageKey: 'FormScript_Failed',
      values: { hook: 'onLoad', detail: 'boom' },
    });
  });

  it('drops values without a key (a plain text is shown as it is)', () => {
    const [message] = toShellMessages([{ level: 'info', message: 'Saved', values: { x: 1 } }]);
    expect(message).not.toHaveProperty('values');
    expect(message).not.toHaveProperty('messageKey');
  });
});
