// Asset imports handled by Vite (and Vitest): stylesheets and file URLs.
declare module '*.css';
declare module '*?url' {
  const url: string;
  export default url;
}
// Vite's import.meta.glob (used by tests and stories to read the seed translation files).
interface ImportMeta {
  glob<T = unknown>(
    pattern: string | string[],
    options?: { eager?: boolean; import?: string },
  ): Record<string, T>;
}
