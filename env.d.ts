declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

interface ImportMetaEnv {
  /** True only in the build that renders each page's Markdown twin (Rspress's node_md environment). */
  readonly SSG_MD: boolean;
  /** True under `rspress dev` (Rsbuild's mode), false in a production build. */
  readonly DEV: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A file's text, for styles that a lazy chunk adds itself (theme/styles/injectStyle.ts). */
declare module '*?raw' {
  const text: string;
  export default text;
}
