export function resolvePage(docsDir: string, name: string): string;
export function today(): string;
export function syncPage(
  docsDir: string,
  page: string,
  options?: { section?: string; date?: string },
): string[];
export function translatedPages(docsDir: string): string[];
export function syncAll(
  docsDir: string,
  options?: { date?: string },
): { pages: number; sections: number };
