import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ControlStory } from '../react/StoryForm';
import { ControlsTestI18n } from '../ui/testing';
import { renderWithApp } from '../grid/testing';
import { CONTROL_TYPES } from '../core/index';
import { patient } from '../../../../scripts/patience.mjs';

interface StoryEntry {
  args?: ComponentProps<typeof ControlStory>;
  globals?: { language?: string };
}
/** The story decorator's fake API (`parameters.app.api`): the first key the URL contains answers. */
type FakeApi = Record<string, unknown>;
type StoryModule = {
  default: { title: string; parameters?: { app?: { api?: FakeApi } } };
} & Record<string, StoryEntry>;

// The state stories of every control type. Storybook's axe run (e2e/storybook) covers the built
// stories too.
const modules = import.meta.glob<StoryModule>(['../controls/*/*.stories.tsx', './states/*.stories.tsx'], {
  eager: true,
});
const matrixModules = Object.values(modules).filter((module) => 'FormatsGerman' in module);

/** The fetch of a story's app harness, as the Storybook decorator answers (views, lookups). */
function fakeFetch(api: FakeApi) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const match = Object.entries(api).find(([key]) => url.includes(key));
    const value = match
      ? typeof match[1] === 'function'
        ? (match[1] as (url: string, body: unknown) => unknown)(url, body)
        : match[1]
      : {};
    return new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });
  };
}

/** Lazy editors and grids show a placeholder (busy) until their chunk or first answer arrives. */
const LOADING = '[aria-busy="true"], .ic-editor-loading, .ic-view-grid-loading';

describe('the state matrix of every control type', () => {
  it('covers every control type', () => {
    const covered = new Set(
      matrixModules.map((module) => module.default.title.replace(/^Forms\/Controls\//, '').split('/')[0]),
    );
    expect(CONTROL_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });

  for (const module of matrixModules) {
    describe(module.default.title, () => {
      for (const [name, story] of Object.entries(module) as [string, StoryEntry][]) {
        if (name === 'default' || !story?.args) continue;
        it(`${name} has no axe violations`, async () => {
          const content = (
            <ControlsTestI18n language={story.globals?.language ?? 'en'}>
              <main>
                <ControlStory {...story.args!} />
              </main>
            </ControlsTestI18n>
          );
          // Views and lookups get the app harness their stories have (store, fake views API).
          const api = module.default.parameters?.app?.api;
          const { container } = api ? renderWithApp(content, { fetch: fakeFetch(api) }) : render(content);
          const element = story.args!.elements[0]!;
          // The story form loads from its in-memory transport on mount; wait for the field's cell,
          // then for lazy editors and grids to replace their placeholders.
          for (let i = 0; i < 100 && !container.querySelector(`[data-field="${element.name}"]`); i++)
            await new Promise((resolve) => setTimeout(resolve, 20));
          if (element.controlType !== 'Hidden')
            expect(container.querySelector(`[data-field="${element.name}"]`)).not.toBeNull();
          for (let i = 0; i < 200 && container.querySelector(LOADING); i++)
            await new Promise((resolve) => setTimeout(resolve, 25));
          expect(container.querySelector(LOADING)).toBeNull();
          const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
          expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual(
            [],
          );
        });
      }
    });
  }
});

describe('the generated form', () => {
  it('has 500 fields in the benchmark mix', async () => {
    const { generateForm } = await import('./generateForm');
    const data = generateForm();
    expect(data.elements).toHaveLength(500);
    expect(data.elements!.filter((e) => e.required)).toHaveLength(50);
    expect(data.elements!.filter((e) => e.rules?.visible)).toHaveLength(20);
    expect(data.sections).toHaveLength(10);
  });

  // axe over all 500 fields takes minutes in jsdom; the Storybook run (e2e/storybook) checks the
  // 500-field story in chromium. Here: the same generator at a tenth of the size, every type in it.
  it(
    'renders and has no axe violations (50 fields of every type)',
    async () => {
      const { generateForm } = await import('./generateForm');
      const { StoryForm } = await import('../react/StoryForm');
      const data = generateForm({
        text: 20,
        number: 10,
        select: 8,
        date: 6,
        boolean: 6,
        required: 5,
        rules: 3,
      });
      const { container } = render(
        <ControlsTestI18n>
          <main>
            <StoryForm data={data} />
          </main>
        </ControlsTestI18n>,
      );
      for (let i = 0; i < 200 && container.querySelectorAll('[data-field]').length < 50; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container.querySelectorAll('[data-field]').length).toBe(50);
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    },
    patient(120_000),
  );
});
