import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    // Accessibility violations fail the designers' review panel, not just warn.
    a11y: { test: 'error' },
  },
};

export default preview;
