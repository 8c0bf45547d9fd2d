import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { offerRequestScript } from '../storyFixtures';
import { ScriptPanel } from './ScriptPanel';

/** The panel over a script of its own state, linted by the (fake) server as it is typed. */
function Script({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <ScriptPanel value={value} onChange={setValue} />;
}

const lint = (findings: unknown[]) => ({
  app: {
    path: '/Administration/Forms/EditForm/OfferRequest?tab=script',
    api: { 'api/v1/scripts/lint': { findings } },
  },
});

const meta: Meta<typeof Script> = {
  title: 'Designer/ScriptPanel',
  component: Script,
  args: { initial: offerRequestScript },
  parameters: lint([]),
};
export default meta;
type Story = StoryObj<typeof Script>;

/** The offer-request form's seeded script (the e-mail trimmed and lower-cased): no problems. */
export const Clean: Story = {};

/** The server's lint findings with line and column, marked in the editor and listed below it. */
export const Findings: Story = {
  args: {
    initial: "export function onChange(form) {\n  if (form.value('Country') == 'SI') fetchPrices(form);\n}\n",
  },
  parameters: lint([
    { severity: 'error', ruleId: 'no-undef', message: "'fetchPrices' is not defined.", line: 2, column: 40 },
    {
      severity: 'warning',
      ruleId: 'eqeqeq',
      message: "Expected '===' and instead saw '=='.",
      line: 2,
      column: 30,
    },
  ]),
};

/** No script yet. */
export const Empty: Story = { args: { initial: '' } };
