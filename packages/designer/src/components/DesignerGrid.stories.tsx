import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { insertPlace, normalizePlaces, type LayoutPlace } from '../core/index';
import { offerRequestDefinition } from '../storyFixtures';
import { DesignerGrid } from './DesignerGrid';

const elements = new Map((offerRequestDefinition.elements ?? []).map((e) => [e.name, e]));
const labels: Record<string, string> = {
  Intro: 'Introduction',
  ContactName: 'Contact name',
  Company: 'Company',
  Email: 'E-mail',
  Phone: 'Phone',
  Country: 'Country',
  Message: 'Message',
  Attachment: 'Attachment',
  Consent: 'Consent',
};

/** The offer-request form's sections on the grid, with the page's state (selection, moves). */
function Grid({ selectedAtStart }: { selectedAtStart: string | null }) {
  const [sections, setSections] = useState(() =>
    (offerRequestDefinition.sections ?? []).map((s) => ({
      name: s.name,
      title: s.name,
      places: normalizePlaces(s.elements as LayoutPlace[]),
    })),
  );
  const [selected, setSelected] = useState(selectedAtStart);
  const setPlaces = (section: string, places: LayoutPlace[]) =>
    setSections((all) => all.map((s) => (s.name === section ? { ...s, places } : s)));
  return (
    <DesignerGrid
      sections={sections}
      describe={(name) => ({
        label: labels[name] ?? name,
        controlType: elements.get(name)?.controlType ?? 'TextBox',
      })}
      selected={selected}
      onSelect={setSelected}
      onPlaces={setPlaces}
      onDrop={(name, section, index) =>
        setSections((all) =>
          all.map((s) => ({
            ...s,
            places:
              s.name === section
                ? insertPlace(
                    s.places.filter((p) => p.name !== name),
                    name,
                    index,
                  )
                : s.places.filter((p) => p.name !== name),
          })),
        )
      }
      onRemove={(name) =>
        setSections((all) => all.map((s) => ({ ...s, places: s.places.filter((p) => p.name !== name) })))
      }
    />
  );
}

const meta: Meta<typeof Grid> = {
  title: 'Designer/DesignerGrid',
  component: Grid,
  args: { selectedAtStart: null },
};
export default meta;
type Story = StoryObj<typeof Grid>;

/** The Contact and Request sections on the 12-column grid; cells move by drag or keyboard. */
export const OfferRequest: Story = {};

/** One cell selected (its properties would show beside the grid). */
export const Selected: Story = { args: { selectedAtStart: 'Email' } };
