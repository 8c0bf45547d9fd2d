import type { Meta, StoryObj } from '@storybook/react-vite';
import { registerFormDialogs } from '@insulcalc/forms';
import { productsView } from '../storyFixtures';
import { ProductsPage } from './ProductsPage';

const meta: Meta<typeof ProductsPage> = {
  title: 'Administration/Products',
  component: ProductsPage,
  parameters: {
    app: {
      path: '/Administration/Products',
      profile: { isAuthenticated: true, userName: 'admin' },
      dialogs: true,
      registerDialogs: registerFormDialogs,
      api: { 'api/v1/views/Products/rows': productsView() },
    },
  },
};
export default meta;
type Story = StoryObj<typeof ProductsPage>;

/** The insulation catalogue: add and edit open the product's form with its λ(θ) curve. */
export const Catalogue: Story = {};
