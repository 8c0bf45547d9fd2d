/**
 * Icons in every story as the server's icons module sends them: the SVG files Storybook serves
 * from the icon packages (main.ts). A key whose file does not exist resolves to nothing, as a 404
 * from the server would, so stories show the question-mark fallback without a failed request.
 */
import { isIconKey, setIconLoader } from '@insulcalc/dialogs';

declare const __STORY_ICON_NAMES__: Record<string, string[]>;

const names = new Map(Object.entries(__STORY_ICON_NAMES__).map(([prefix, list]) => [prefix, new Set(list)]));

export function installStoryIcons(): void {
  setIconLoader(async (key) => {
    if (!isIconKey(key)) return null;
    const at = key.indexOf('-');
    const [prefix, name] = [key.slice(0, at), key.slice(at + 1)];
    if (!names.get(prefix)?.has(name)) return null;
    const response = await fetch(`story-icons/${prefix}/${name}.svg`);
    return response.ok ? response.text() : null;
  });
}
