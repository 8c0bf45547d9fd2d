// Vite's `?raw` suffix: a file's text as a string (the icons story imports SVG files this way).
declare module '*.svg?raw' {
  const text: string;
  export default text;
}
