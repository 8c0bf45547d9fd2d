/** The public site's brand in the page frame and the document title (the SPA and the server-rendered landing). */
export const PUBLIC_BRAND_NAME = 'Insulcalc';
