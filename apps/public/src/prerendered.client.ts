/**
 * The boot script of a server-rendered SPA page (the configurator, decision 0033): the server
 * moves the SPA's entry and its modulepreloads into data attributes of this script's element, so
 * that the browser paints the page from the HTML and its stylesheets first — on a slow phone
 * network the SPA's ~25 script files took the connections the stylesheets needed and delayed the
 * first paint by seconds — and then loads the SPA, which takes the page over (prerendered.ts).
 *
 * Its own small build (`--mode landing`, like the landing's script): it shares nothing with the SPA.
 */
import { bootPrerendered } from './boot/prerendered';

bootPrerendered(document, window);
