import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { DynamicForm } from '@insulcalc/forms';
import { createRecordingTransport, type FormModel } from '@insulcalc/forms/core';
import { samplePermissionsForm } from './matrixFixture';
import { PermissionMatrix } from './PermissionMatrix';

const host = {
  close: () => undefined,
  openWfTask: () => undefined,
  confirm: async () => true,
};

/** The Permissions record's form (toolbar) and its matrix over one form model, as the page has them. */
function PermissionsForm({ readonly }: { readonly: boolean }) {
  const transport = useMemo(() => createRecordingTransport(samplePermissionsForm({ readonly })), [readonly]);
  const [model, setModel] = useState<FormModel | null>(null);
  return (
    <div style={{ maxWidth: '100%', minWidth: 0 }}>
      <DynamicForm
        request={{ formGroupId: 'Permissions' }}
        host={host}
        transport={transport}
        onModel={setModel}
      />
      <PermissionMatrix model={model} />
    </div>
  );
}

const meta: Meta<typeof PermissionsForm> = {
  title: 'Administration/PermissionMatrix',
  component: PermissionsForm,
};
export default meta;
type Story = StoryObj<typeof PermissionsForm>;

/**
 * Groups as columns, records and administration areas as rows; a box per grantable action,
 * what everyone already has as text, the administrators granted and locked. Ticking marks the
 * form changed and enables Save.
 */
export const Editable: Story = { args: { readonly: false } };

/** A reader who may read but not change the permissions: every box disabled, no Save. */
export const ReadOnly: Story = { args: { readonly: true } };

/** On a phone the table scrolls in its own box; the resource names stay in view. */
export const Narrow: Story = {
  args: { readonly: false },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
