// oidc-provider ships no type declarations; the tests use its documented runtime API.
declare module 'oidc-provider';
