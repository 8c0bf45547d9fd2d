import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogBody, DialogFooter } from './DialogParts';
import { DialogStyles } from './DialogHost';

function Parts() {
  return (
    <div className="ic-dialog" role="group" aria-label="Dialog parts" style={{ maxWidth: 480, margin: 16 }}>
      <DialogStyles />
      <DialogBody>
        <p>The body holds the dialog&apos;s content; focus goes to its first field or button.</p>
        <label>
          Project name <input defaultValue="Heating plant" />
        </label>
      </DialogBody>
      <DialogFooter>
        <button type="button" className="ic-button">
          Cancel
        </button>
        <button type="button" className="ic-button ic-button-primary">
          Save
        </button>
      </DialogFooter>
    </div>
  );
}

const meta: Meta<typeof Parts> = { title: 'Dialogs/Dialog parts', component: Parts };
export default meta;

/** Body and footer of a dialog's own content. */
export const BodyAndFooter: StoryObj<typeof Parts> = {};
