import { Outlet } from 'react-router';
import { ClearDialogsOnNavigation, DialogHost, DialogStyles } from '@insulcalc/dialogs';
import { LinkInterceptor, useDialogFromHash } from '../navigation/react';
import { FrameOptionsProvider, type FrameOptions } from './frameOptions';
import { DocumentTitle } from './PageHeader';
import { PageStateProvider } from './pageState';
import { FrameStyles } from './styles';

function DialogFromHash() {
  useDialogFromHash();
  return null;
}

/**
 * Root element of every route tree: frame options, page state, styles, the document title,
 * in-app link interception, the dialog stack (cleared on non-replace navigation) and `#dialog=`.
 */
export function FrameRoot({ options }: { options: FrameOptions }) {
  return (
    <FrameOptionsProvider options={options}>
      <PageStateProvider>
        <FrameStyles />
        <DialogStyles />
        <DocumentTitle />
        <LinkInterceptor />
        <ClearDialogsOnNavigation />
        <DialogFromHash />
        <Outlet />
        <DialogHost />
      </PageStateProvider>
    </FrameOptionsProvider>
  );
}
