export type NotFoundMode = 'per-language' | 'top-level';
export interface ServeOptions {
  dir?: string;
  port?: number;
  notFound?: NotFoundMode;
}
export interface BuildServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}
export function serveBuild(options?: ServeOptions): Promise<BuildServer>;
export function parseArgs(args: string[]): {
  port: number | undefined;
  dir: string | undefined;
  notFound: NotFoundMode | undefined;
};
