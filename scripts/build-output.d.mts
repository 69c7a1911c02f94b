export interface AssetSize {
  url: string;
  raw: number;
  gzip: number;
}
export function resolveOutputPath(outDir: string, urlPath: string): string | undefined;
export function htmlFiles(outDir: string, dir?: string): string[];
export function assetsOf(html: string): { js: string[]; css: string[] };
export function assetSizes(outDir: string, urls: string[]): AssetSize[];
export function inlineScripts(html: string): string[];
