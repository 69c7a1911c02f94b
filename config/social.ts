/**
 * The navbar's social links. The theme draws each as an icon-only link with no accessible name
 * (axe: link-name, serious), so we pass the theme's own preset icon with a label on the `<svg>`.
 */
import type { SocialLink } from '@rspress/core';
import { socialLinks } from '../site/links';
// The theme's helper that turns preset names into SVG (from its internal files).
import { getSocialIcons } from '../upstream/helpers';

/** The accessible name of each icon: the service's own name, the same in every language. */
export const socialLabels: Record<keyof typeof socialLinks, string> = {
  github: 'GitHub',
  discord: 'Discord',
  x: 'X',
};

function labelledIcon(preset: keyof typeof socialLinks): { svg: string } {
  const svg = getSocialIcons([{ icon: preset, mode: 'link', content: '' }])[preset];
  return { svg: svg.replace('<svg ', `<svg role="img" aria-label="${socialLabels[preset]}" `) };
}

export const navSocialLinks: SocialLink[] = (
  Object.keys(socialLinks) as (keyof typeof socialLinks)[]
).map((preset) => ({ icon: labelledIcon(preset), mode: 'link', content: socialLinks[preset] }));
