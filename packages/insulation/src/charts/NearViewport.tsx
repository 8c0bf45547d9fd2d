/**
 * Renders its children once their place comes near the viewport (or the page is printed); until
 * then a placeholder of about their height. The configurator's charts sit below the first screen,
 * and drawing them (uPlot's chunk, four canvases) took a phone's main thread for most of a second
 * while the page was still starting (Lighthouse's blocking time). The data stay on the page as
 * tables (ChartTables); only the pictures wait. Without IntersectionObserver (old browsers,
 * jsdom) the children render at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface NearViewportProps {
  children: ReactNode;
  /** Shown in the reserved space until the children render. */
  placeholder: ReactNode;
  /** How far outside the viewport counts as near (CSS margin, default 300px). */
  margin?: string;
  /** The reserved space's minimum height, so content below does not jump (CSS length). */
  minHeight?: string;
}

export function NearViewport({ children, placeholder, margin = '300px', minHeight }: NearViewportProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return;
    const el = holder.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    // A printout shows the charts, scrolled to or not.
    const print = () => setNear(true);
    window.addEventListener('beforeprint', print);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', print);
    };
  }, [near, margin]);
  if (near) return <>{children}</>;
  return (
    <div ref={holder} data-near-viewport="waiting" style={minHeight ? { minHeight } : undefined}>
      {placeholder}
    </div>
  );
}
