import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import offer from '../../definitions/offer.json';
import { ProcessDefinitionPage, ProcessDefinitionsPage } from './ProcessDefinitionsPage';

const LIST = [
  {
    key: 'Offer',
    version: 3,
    entityId: 'OfferRequest',
    status: 'published',
    name: 'Offer',
    createdAt: '2026-11-20T08:00:00Z',
  },
  {
    key: 'Offer',
    version: 2,
    entityId: 'OfferRequest',
    status: 'published',
    name: 'Offer',
    createdAt: '2026-11-19T08:00:00Z',
  },
];

const api = {
  // The more specific addresses first: the first key an address contains answers.
  'api/v1/workflow/definitions/check': {
    findings: [
      {
        severity: 'error',
        kind: 'unknownCodeList',
        path: 'activities.0.assignment',
        message: 'The group sales2 does not exist in the user groups.',
      },
    ],
  },
  'api/v1/workflow/definitions/Offer/': { key: 'Offer', version: 3, status: 'published', definition: offer },
  'api/v1/workflow/definitions': LIST,
};

const meta: Meta<typeof ProcessDefinitionsPage> = {
  title: 'Workflow/ProcessDefinitions',
  component: ProcessDefinitionsPage,
  parameters: { app: { path: '/Process/Definitions', api } },
};
export default meta;
type Story = StoryObj<typeof ProcessDefinitionsPage>;

/** The processes, each with its newest version, linking to the editor. */
export const List: Story = {};

/** One process's definition as JSON in the CodeEditor, with Check, Publish and the versions. */
export const Editor: Story = {
  // The story router matches every path; the page reads its key from its own route.
  render: () => (
    <Routes>
      <Route path="/Process/Definitions/:key" element={<ProcessDefinitionPage />} />
    </Routes>
  ),
  parameters: { app: { path: '/Process/Definitions/Offer', api } },
};

/** Someone who is no administrator (403): the page says so instead of the list. */
export const Forbidden: Story = {
  parameters: {
    app: {
      path: '/Process/Definitions',
      problems: {
        'api/v1/workflow/definitions': {
          status: 403,
          title: 'Forbidden',
          detail: 'Only administrators.',
          userMessages: [{ message: 'AccessDenied_Text', level: 'error' }],
        },
      },
    },
  },
};

/** The server failed (500 without messages): the page says the list could not be loaded. */
export const LoadFailed: Story = {
  parameters: {
    app: {
      path: '/Process/Definitions',
      problems: { 'api/v1/workflow/definitions': { status: 500, title: 'Internal Server Error' } },
    },
  },
};
