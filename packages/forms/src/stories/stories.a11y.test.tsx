import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { ControlStory } from '../react/StoryForm';
import { ControlsTestI18n } from '../ui/testing';
import { CONTROL_TYPES } from '../core/index';

interface StoryEntry {
  args?: ComponentProps<typeof ControlStory>;
  globals?: { language?: string };
}
type StoryModule = { default: { title: string } } & Record<string, StoryEntry>;

// The state stories of the built-in controls (this package's; ViewGrid, the lookups and the
// editors carry their own). Storybook's axe run (e2e/storybook) covers the built stories too.
const modules = import.meta.glob<StoryModule>(['../controls/*/*.stories.tsx', './states/*.stories.tsx'], {
  eager: true,
});
const matrixModules = Object.values(modules).filter((module) => 'FormatsGerman' in module);

describe('the state matrix of every control type', () => {
  it('covers the control types of this package', () => {
    const covered = new Set(
      matrixModules.map((module) => module.default.title.replace(/^Forms\/Controls\//, '').split('/')[0]),
    );
    const others = [
      'ViewGrid',
      'Lookup',
      'MultiselectLookup',
      'LinkToInstance',
      'RelatedEntityPicker',
      'RichTextArea',
      'RichTextAreaMultiLang',
      'CodeEditor',
      'JsonExpression',
    ];
    expect(CONTROL_TYPES.filter((type) => !covered.has(type) && !others.includes(type))).toEqual([]);
  });

  for (const module of matrixModules) {
    describe(module.default.title, () => {
      for (const [name, story] of Object.entries(module) as [string, StoryEntry][]) {
        if (name === 'default' || !story?.args) continue;
        it(`${name} has no axe violations`, async () => {
          const { container } = render(
            <ControlsTestI18n language={story.globals?.language ?? 'en'}>
              <main>
                <ControlStory {...story.args!} />
              </main>
            </ControlsTestI18n>,
          );
          // The story form loads from its in-memory transport on mount.
          const element = story.args!.elements[0]!;
          // The story form loads from its in-memory transport on mount; wait for the field's cell.
          for (let i = 0; i < 100 && !container.querySelector(`[data-field="${element.name}"]`); i++)
            await new Promise((resolve) => setTimeout(resolve, 20));
          if (element.controlType !== 'Hidden')
            expect(container.querySelector(`[data-field="${element.name}"]`)).not.toBeNull();
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
  it('renders and has no axe violations (50 fields of every type)', async () => {
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
  }, 120_000);
});
