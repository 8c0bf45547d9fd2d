/** Default width of a dialog (spec §9). */
export const DEFAULT_DIALOG_WIDTH = 1200;
/** Default width of a generic modal and of edit-in-dialog (spec §9). */
export const DEFAULT_MODAL_WIDTH = 600;

export type DialogWidth = number | string;

/**
 * Resolves a dialog width to pixels (spec §5: a number or a string; a percentage is converted
 * from the window width). Unparseable values fall back to the default.
 */
export function resolveDialogWidth(
  width: DialogWidth | null | undefined,
  windowWidth: number,
  fallback: number = DEFAULT_DIALOG_WIDTH,
): number {
  if (width === null || width === undefined || width === '') return fallback;
  if (typeof width === 'number') return Number.isFinite(width) && width > 0 ? width : fallback;
  const text = width.trim();
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(text);
  if (percent) return Math.round((Number(percent[1]) / 100) * windowWidth);
  const px = /^(\d+(?:\.\d+)?)\s*(px)?$/i.exec(text);
  if (px) return Number(px[1]);
  return fallback;
}
