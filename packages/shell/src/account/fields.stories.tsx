import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Alert, TextField } from './fields';
import { withStoryFrame } from '../layout/storyFrame';

function Field({ error, label }: { error?: string | null; label: string }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <TextField label={label} name="field" value={value} onChange={setValue} error={error} />
    </div>
  );
}

const meta: Meta<typeof Field> = {
  title: 'Shell/Account pages/Fields',
  component: Field,
  decorators: [withStoryFrame()],
  parameters: { app: {} },
  args: { label: 'User name' },
};
export default meta;
type Story = StoryObj<typeof Field>;

export const TextInput: Story = {};

/** A validation message beside the field (aria-invalid, aria-describedby). */
export const WithError: Story = { args: { error: 'This field is required.' } };

/** The three alert levels of the account forms. */
export const Alerts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 420, padding: 16 }}>
      <Alert level="info">We sent a code to your e-mail address.</Alert>
      <Alert level="warn">Your password expires in 3 days.</Alert>
      <Alert level="error">The user name or password is not correct.</Alert>
    </div>
  ),
};
