import { describe, expect, it } from 'vitest';
import { FormSubscriptions } from './subscriptions';

describe('FormSubscriptions', () => {
  it('notifies form, field and save listeners; a listener may unsubscribe itself mid-notification', () => {
    const subscriptions = new FormSubscriptions<string>();
    const calls: string[] = [];
    const off = subscriptions.subscribeField('A', () => {
      calls.push('A1');
      off();
    });
    subscriptions.subscribeField('A', () => calls.push('A2'));
    subscriptions.subscribeField('B', () => calls.push('B'));
    subscriptions.subscribe(() => calls.push('form'));
    subscriptions.onSaved((answer) => calls.push(`saved:${answer}`));
    subscriptions.notifyField('A');
    subscriptions.notifyField('A');
    subscriptions.notifyField('missing');
    subscriptions.notifyForm();
    subscriptions.notifySaved('x');
    expect(calls).toEqual(['A1', 'A2', 'A2', 'form', 'saved:x']);
    subscriptions.clear();
    subscriptions.notifyForm();
    subscriptions.notifyField('B');
    subscriptions.notifySaved('y');
    expect(calls.slice(5)).toEqual(['saved:y']);
  });
});
