import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/createAppStore';
import { addUserMessages } from './slice';
import { UserMessages } from './UserMessages';

function withMessages() {
  const store = createAppStore({ setupListeners: false, connectMessageSink: false });
  store.dispatch(
    addUserMessages({
      target: 'page',
      messages: [
        { message: 'The calculation could not be saved.', level: 'error' },
        { Message: 'The ambient temperature is close to the medium temperature.', MessageType: 'Warning' },
        {
          message: 'Saved <strong>3</strong> calculations. <a href="#details">Details</a>',
          level: 'info',
          isHtml: true,
        },
      ],
    }),
  );
  return store;
}

const meta: Meta<typeof UserMessages> = {
  title: 'Shell/UserMessages',
  component: UserMessages,
  render: (args) => (
    <Provider store={withMessages()}>
      <UserMessages {...args} />
    </Provider>
  ),
};
export default meta;

export const AllLevels: StoryObj<typeof UserMessages> = {};
