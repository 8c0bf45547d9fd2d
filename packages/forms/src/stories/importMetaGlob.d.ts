// Vite's import.meta.glob (the story axe test reads every state story module through it).
interface ImportMeta {
  glob<T = unknown>(
    pattern: string | string[],
    options?: { eager?: boolean; import?: string },
  ): Record<string, T>;
}
