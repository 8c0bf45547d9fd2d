import type { Meta } from '@storybook/react-vite';
import { viewStoryApp } from '../../grid/storyApp';
import { controlMatrix, type ControlStoryObj } from '../../stories/controlMatrix';
import { ControlStory } from '../../react/StoryForm';
import { offerRequestsView } from '../../grid/fakeViewServer';

const meta: Meta<typeof ControlStory> = {
  title: 'Forms/Controls/ViewGrid',
  component: ControlStory,
  parameters: viewStoryApp(offerRequestsView(120)),
};
export default meta;

const matrix = controlMatrix(
  {
    name: 'Requests',
    controlType: 'ViewGrid',
    displayName: 'Offer requests',
    settings: { viewId: 'OfferRequests' },
  },
  { filled: ['r0001', 'r0003'] },
);

// The view's rows come from the story's fake API: paging, sorting and filtering work.
export const Empty: ControlStoryObj = matrix.Empty;
export const Filled: ControlStoryObj = matrix.Filled;
export const ReadOnly: ControlStoryObj = matrix.ReadOnly;
export const BorderlessReadOnly: ControlStoryObj = matrix.BorderlessReadOnly;
export const InvalidError: ControlStoryObj = matrix.InvalidError;
export const InvalidWarning: ControlStoryObj = matrix.InvalidWarning;
export const InvalidInfo: ControlStoryObj = matrix.InvalidInfo;
/** Texts, numbers and dates in English, German (1.234,5) and Slovenian notation. */
export const FormatsEnglish: ControlStoryObj = matrix.FormatsEnglish;
export const FormatsGerman: ControlStoryObj = matrix.FormatsGerman;
export const FormatsSlovenian: ControlStoryObj = matrix.FormatsSlovenian;

/** On a search-page form: New, Edit, Delete and a row-condition button above the grid. */
export const SearchPageForm: ControlStoryObj = {
  args: {
    elements: [
      {
        name: 'Requests',
        controlType: 'ViewGrid',
        displayName: 'Offer requests',
        settings: {
          viewId: 'OfferRequests',
          searchPage: true,
          formGroupId: 'OfferRequestAdmin',
          deleteCondition: { '!=': [{ var: 'Status' }, 'Offered'] },
          buttons: [
            {
              baseName: 'Offer',
              title: 'Make an offer',
              rowCondition: { '==': [{ var: 'Status' }, 'InProgress'] },
              formGroupId: 'OfferRequestAdmin',
            },
          ],
        },
      },
    ],
  },
};
