import biGear from 'bootstrap-icons/icons/gear.svg?raw';
import biHouse from 'bootstrap-icons/icons/house.svg?raw';
import biPeople from 'bootstrap-icons/icons/people.svg?raw';
import biSave from 'bootstrap-icons/icons/save.svg?raw';
import biThermometer from 'bootstrap-icons/icons/thermometer-half.svg?raw';
import farBell from '@fortawesome/fontawesome-free/svgs/regular/bell.svg?raw';
import farFileLines from '@fortawesome/fontawesome-free/svgs/regular/file-lines.svg?raw';
import fabGithub from '@fortawesome/fontawesome-free/svgs/brands/github.svg?raw';
import fabLinkedin from '@fortawesome/fontawesome-free/svgs/brands/linkedin.svg?raw';
import fasCalculator from '@fortawesome/fontawesome-free/svgs/solid/calculator.svg?raw';
import fasFire from '@fortawesome/fontawesome-free/svgs/solid/fire.svg?raw';
import fasPrint from '@fortawesome/fontawesome-free/svgs/solid/print.svg?raw';
import { setIconLoader } from './iconSource';

/**
 * The SVG files the server's icons module would send for these keys, taken from the same icon
 * packages (Bootstrap Icons 1.13.2, MIT; Font Awesome Free 7.3.1, icons CC BY 4.0): Storybook has
 * no server. Other keys resolve to nothing, so the question-mark fallback shows too.
 */
export const STORY_ICON_FILES: Readonly<Record<string, string>> = {
  'bi-house': biHouse,
  'bi-gear': biGear,
  'bi-people': biPeople,
  'bi-save': biSave,
  'bi-thermometer-half': biThermometer,
  'fas-calculator': fasCalculator,
  'fas-fire': fasFire,
  'fas-print': fasPrint,
  'far-bell': farBell,
  'far-file-lines': farFileLines,
  'fab-github': fabGithub,
  'fab-linkedin': fabLinkedin,
};

/** Points the Icon component at the story icons. */
export function installStoryIconFiles(): void {
  setIconLoader(async (key) => STORY_ICON_FILES[key] ?? null);
}
