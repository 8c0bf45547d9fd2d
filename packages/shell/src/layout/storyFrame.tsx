/* Story helper: what the frame root gives a page (frame options, page state, styles); the shared
story decorator (`parameters.app`) adds the store, the router and the messages and toasts. */
import type { ReactNode } from 'react';
import { DialogStyles } from '@insulcalc/dialogs';
import { FrameOptionsProvider, type FrameOptions } from './frameOptions';
import { PageStateProvider, type PageState } from './pageState';
import { FrameStyles } from './styles';

/**
 * Wraps a part of the frame the way FrameRoot wraps a page, for stories that show the part on its
 * own. The store and the router come from the shared story decorator (`parameters.app`).
 */
export function StoryFrame({
  options,
  page,
  children,
}: {
  options?: Partial<FrameOptions>;
  page?: Partial<PageState>;
  children: ReactNode;
}) {
  return (
    <FrameOptionsProvider options={{ app: 'platform', ...options }}>
      <PageStateProvider initial={page}>
        <FrameStyles />
        <DialogStyles />
        {children}
      </PageStateProvider>
    </FrameOptionsProvider>
  );
}

/** The story decorator form of StoryFrame. */
export function withStoryFrame(options?: Partial<FrameOptions>, page?: Partial<PageState>) {
  return function StoryFrameDecorator(Story: () => ReactNode) {
    return (
      <StoryFrame options={options} page={page}>
        <Story />
      </StoryFrame>
    );
  };
}

/** For a part of the top bar shown on its own: on the bar's background, as in the frame. */
export function withinTopBar(Story: () => ReactNode) {
  return (
    <header className="ic-topbar">
      <Story />
    </header>
  );
}
