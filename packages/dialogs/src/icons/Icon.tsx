import { useEffect, useState } from 'react';
import { loadIcon, type IconSize, type ParsedIcon } from './iconSource';
import { ICON_STYLE_HREF, iconCss } from './iconStyles';

/** Bootstrap Icons' question-circle: shown while nothing resolved (spec §7 "falls back to a question-mark icon"). */
const QUESTION_MARK: ParsedIcon = {
  viewBox: '0 0 16 16',
  body:
    '<path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16"/>' +
    '<path d="M5.255 5.786a.237.237 0 0 0 .241.247h.825c.138 0 .248-.113.266-.25.09-.656.54-1.134 1.342-1.134.686 0 1.314.343 1.314 1.168 0 .635-.374.927-.965 1.371-.673.489-1.206 1.06-1.168 1.987l.003.217a.25.25 0 0 0 .25.246h.811a.25.25 0 0 0 .25-.25v-.105c0-.718.273-.927 1.01-1.486.609-.463 1.244-.977 1.244-2.056 0-1.511-1.276-2.241-2.673-2.241-1.267 0-2.655.59-2.75 2.286m1.557 5.763c0 .533.425.927 1.01.927.609 0 1.028-.394 1.028-.927 0-.552-.42-.94-1.029-.94-.584 0-1.009.388-1.009.94"/>',
};

export interface IconProps {
  /** An icon key such as `bi-house`, `fas-gear`, `far-bell`, `fab-github`. */
  iconKey: string | null | undefined;
  /** xs, sm, lg, 1x … 10x (spec §9); default 1x, the size of the text around it. */
  size?: IconSize;
  /** An accessible name: the icon is then an image; without one it is decorative (aria-hidden). */
  title?: string;
  className?: string;
}

type Loaded = { key: string; icon: ParsedIcon | null };

/** The icon classes' stylesheet, hoisted once into the head by React (same href, one copy). */
export function IconStyles() {
  return (
    <style href={ICON_STYLE_HREF} precedence="default">
      {iconCss}
    </style>
  );
}

/**
 * An icon by key (spec §3, §7, §9), loaded on first use: the server's icons module serves each
 * key's SVG from the Bootstrap Icons and Font Awesome Free packages, so the bundle carries no icon
 * set and a page fetches only the icons it shows. It is drawn as inline SVG in the text colour, in
 * its SVG's viewBox (default 0 0 16 16); an unknown or unreachable key shows a question mark.
 */
export function Icon({ iconKey, size = '1x', title, className }: IconProps) {
  const key = iconKey ?? '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    void loadIcon(key).then((icon) => {
      if (current) setLoaded({ key, icon });
    });
    return () => {
      current = false;
    };
  }, [key]);
  const ready = loaded !== null && loaded.key === key;
  const icon = ready ? (loaded.icon ?? QUESTION_MARK) : null;
  const classes = ['ic-icon', `ic-icon-${size}`, className ?? ''].filter(Boolean).join(' ');
  const state = !ready ? 'loading' : loaded.icon ? 'resolved' : 'fallback';
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <>
      <IconStyles />
      {icon ? (
        <span className={classes} data-icon-key={key} data-icon-state={state} {...a11y}>
          <svg
            viewBox={icon.viewBox}
            focusable="false"
            aria-hidden="true"
            fill="currentColor"
            // The body was parsed as XML and cleaned of scripts, handlers and external links (parseIconSvg).
            dangerouslySetInnerHTML={{ __html: icon.body }}
          />
        </span>
      ) : (
        <span className={classes} data-icon-key={key} data-icon-state={state} {...a11y} />
      )}
    </>
  );
}
