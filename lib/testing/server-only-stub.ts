// Stands in for the "server-only" guard in tests: Vitest runs server code outside React Server Components.
export {};
