// jsdom has no CSS.escape; react-aria-components' popovers (the menu button) call it.
const css = ((globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (ch) => `\\${ch}`);
