import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronIcon, GlobeIcon, HelpIcon, MenuIcon, UserIcon } from './icons';

function IconSheet() {
  const icons = [
    ['Globe', <GlobeIcon key="globe" />],
    ['Help', <HelpIcon key="help" />],
    ['Menu', <MenuIcon key="menu" />],
    ['User', <UserIcon key="user" />],
    ['Chevron (closed)', <ChevronIcon key="closed" open={false} />],
    ['Chevron (open)', <ChevronIcon key="open" open />],
  ] as const;
  return (
    <ul style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 16 }}>
      {icons.map(([name, icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
          {icon}
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta: Meta<typeof IconSheet> = { title: 'Shell/Frame parts/Icons', component: IconSheet };
export default meta;

/** The frame's icons (decorative: their buttons carry the names). */
export const All: StoryObj<typeof IconSheet> = {};
