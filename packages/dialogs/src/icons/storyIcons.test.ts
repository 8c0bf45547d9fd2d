import { describe, expect, it } from 'vitest';
import { loadIcon, setIconLoader } from './iconSource';
import { installStoryIconFiles, STORY_ICON_FILES } from './storyIcons';

describe('story icons', () => {
  it('are the icon packages’ own SVG files for every set, and parse into drawable icons', async () => {
    expect(new Set(Object.keys(STORY_ICON_FILES).map((key) => key.split('-')[0]))).toEqual(
      new Set(['bi', 'fas', 'far', 'fab']),
    );
    installStoryIconFiles();
    for (const key of Object.keys(STORY_ICON_FILES)) {
      expect(STORY_ICON_FILES[key]).toMatch(/^<svg[\s\S]*<path/);
      const icon = await loadIcon(key);
      expect(icon?.body, key).toContain('<path');
    }
    setIconLoader(null);
  });
});
