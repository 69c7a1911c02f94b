import { normalizeImagePath } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import type { ToolLink } from '../../../site/tools';
import styles from './ToolLogo.module.css';

interface ToolLogoProps {
  tool: ToolLink;
  /** Rendered size in pixels. */
  size: number;
}

/** A tool's logo, or a blank tile of the same size when it has none or it fails to load. */
export function ToolLogo({ tool, size }: ToolLogoProps) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event too early for React to see.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  const box = { width: size, height: size };
  if (!tool.logo || failed) {
    return <span className={styles.placeholder} style={box} data-tool-logo="placeholder" />;
  }
  return (
    <img
      ref={imgRef}
      className={styles.logo}
      src={normalizeImagePath(tool.logo)}
      alt=""
      width={size}
      height={size}
      style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
      loading="lazy"
      onError={() => setFailed(true)}
      data-tool-logo="image"
    />
  );
}
