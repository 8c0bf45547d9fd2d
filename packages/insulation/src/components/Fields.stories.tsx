import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CheckboxField, NumberField, RadioGroup, SelectField } from './Fields';
import { useUi } from './ui';
import '../configurator/configurator.css';

function Demo({ error }: { error?: string }) {
  const ui = useUi();
  const [temperature, setTemperature] = useState<number | null>(80);
  const [medium, setMedium] = useState('1');
  const [frost, setFrost] = useState(true);
  const [shape, setShape] = useState(0);
  return (
    <form className="icc-form" noValidate style={{ maxWidth: 420, padding: 16 }}>
      <NumberField
        ui={ui}
        path="mediumDetails.mediumTemperature"
        label="Medium temperature"
        unit="°C"
        value={temperature}
        min={-200}
        max={1000}
        onChange={setTemperature}
        externalError={error}
      />
      <SelectField
        path="mediumDetails.medium"
        label="Medium"
        value={medium}
        options={[
          { value: '1', label: 'Water' },
          { value: '2', label: 'Steam' },
          { value: '3', label: 'Air' },
        ]}
        onChange={setMedium}
      />
      <CheckboxField path="frost" label="Protect against freezing" checked={frost} onChange={setFrost} />
      <RadioGroup
        name="shape"
        legend="Shape"
        value={shape}
        options={[
          { value: 0, label: 'Pipe' },
          { value: 1, label: 'Flat wall' },
        ]}
        onChange={setShape}
      />
    </form>
  );
}

const meta: Meta<typeof Demo> = { title: 'Insulation/Fields', component: Demo };
export default meta;
type Story = StoryObj<typeof Demo>;

/** Number (with unit and range checks as you type), select, checkbox and radio group. */
export const AllKinds: Story = {};

/** An engine error shown at its field. */
export const WithEngineError: Story = {
  args: { error: 'The medium temperature must be above the freezing point of the medium.' },
};

/** Typing a value outside the range gives the range message at once. */
export const OutOfRange: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/Medium temperature/);
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
  },
};
