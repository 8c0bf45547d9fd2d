// oidc-provider 9 ships no type declarations; the OIDC round-trip test uses it untyped.
declare module 'oidc-provider' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Provider: any;
  export default Provider;
}
