/**
 * The landing page's script (its own Vite build, no React): see `landing/enhance.ts`. The server
 * puts it on the server-rendered landing page instead of the SPA's entry.
 */
import { enhanceLanding } from './landing/enhance';

void enhanceLanding({ window, document });
