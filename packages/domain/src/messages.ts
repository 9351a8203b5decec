// The old path of the texts, kept while permissions.ts still imports it: remove this file once
// that import reads './messages/index.ts'.
export * from './messages/index.ts';
