// Stylesheets imported for their side effect (bundled by Vite and tsup).
declare module '*.css';
