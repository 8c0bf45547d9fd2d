import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toolbar } from '../toolbar/Toolbar';
import { Icon } from './Icon';
import { ICON_SIZES, type IconSize } from './iconSource';
import { installStoryIconFiles, STORY_ICON_FILES } from './storyIcons';

installStoryIconFiles();

const SETS = [
  { prefix: 'bi', name: 'Bootstrap Icons (bi-…)' },
  { prefix: 'fas', name: 'Font Awesome solid (fas-…)' },
  { prefix: 'far', name: 'Font Awesome regular (far-…)' },
  { prefix: 'fab', name: 'Font Awesome brands (fab-…)' },
];

function IconSets() {
  return (
    <div>
      {SETS.map((set) => (
        <section key={set.prefix}>
          <h2>{set.name}</h2>
          <ul className="ic-story-icons">
            {Object.keys(STORY_ICON_FILES)
              .filter((key) => key.startsWith(`${set.prefix}-`))
              .map((key) => (
                <li key={key}>
                  <Icon iconKey={key} size="2x" title={key} /> <code>{key}</code>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <section>
        <h2>Unknown key: the question-mark fallback</h2>
        <Icon iconKey="bi-no-such-icon" size="2x" title="bi-no-such-icon" />
      </section>
    </div>
  );
}

function Sizes() {
  return (
    <p>
      {(Object.keys(ICON_SIZES) as IconSize[]).map((size) => (
        <span key={size}>
          <Icon iconKey="fas-fire" size={size} title={`fas-fire ${size}`} />{' '}
        </span>
      ))}
    </p>
  );
}

const toolbarButtons = [
  {
    baseName: 'Save',
    title: 'Save',
    iconKey: 'bi-save',
    buttonClassName: 'ic-btn-primary',
    onClick: () => undefined,
  },
  { baseName: 'Calculate', title: 'Calculate', iconKey: 'fas-calculator', onClick: () => undefined },
  {
    baseName: 'Print',
    title: 'Print',
    iconKey: 'fas-print',
    iconPosition: 'right' as const,
    onClick: () => undefined,
  },
  {
    baseName: 'Notify',
    title: 'Notifications',
    iconKey: 'far-bell',
    visibility: 'iconOnly' as const,
    onClick: () => undefined,
  },
];

const meta: Meta = {
  title: 'Dialogs/Icons',
  parameters: {
    docs: {
      description: {
        component:
          'Icon keys of spec §3: each key loads once from GET /api/v1/icons/{key} and draws as inline SVG in the text colour (here from the same packages, without a server).',
      },
    },
  },
};
export default meta;

export const Sets: StoryObj = { render: () => <IconSets /> };
export const AllSizes: StoryObj = { render: () => <Sizes /> };
/** Icons in a toolbar: left, right, and icon-only (Notifications keeps its name and a tooltip). */
export const InToolbar: StoryObj = {
  render: () => <Toolbar buttons={toolbarButtons} availableWidth={900} />,
};
