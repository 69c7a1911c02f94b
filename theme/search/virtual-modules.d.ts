// Build-time module of Rspress that the search provider reads (the hash of each index file).
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}
