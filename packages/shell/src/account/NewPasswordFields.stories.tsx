import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NewPasswordFields } from './NewPasswordFields';

function Demo({
  submitted,
  initial,
}: {
  submitted: boolean;
  initial: { newPassword: string; confirmPassword: string };
}) {
  const [values, setValues] = useState(initial);
  return (
    <form noValidate style={{ maxWidth: 360, padding: 16 }}>
      <NewPasswordFields
        values={values}
        set={(name) => (value) => setValues((previous) => ({ ...previous, [name]: value }))}
        submitted={submitted}
        fieldErrors={{}}
      />
    </form>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'Shell/Account pages/New password fields',
  component: Demo,
  args: { submitted: false, initial: { newPassword: '', confirmPassword: '' } },
};
export default meta;
type Story = StoryObj<typeof Demo>;

export const Empty: Story = {};

/** Submitted empty: both required. */
export const Required: Story = { args: { submitted: true } };

/** The repetition differs from the new password. */
export const Mismatch: Story = {
  args: { submitted: true, initial: { newPassword: 'Correct-horse-1', confirmPassword: 'Correct-horse-2' } },
};
