import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button, type HomeHeroProps, renderHtmlOrText } from '@rspress/core/theme';
// The original's stylesheet comes with its module, which is no longer imported once replaced.
import '@rspress/core/dist/theme/components/HomeHero/index.css';

/**
 * The default hero (same classes, so the theme's styles apply) with the name as the page's `h1`:
 * in 2.0.22 it is a `div`, which leaves the home pages without a top-level heading.
 * Renders the hero fields this site's home pages use: name, text, tagline, actions and image.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions, image }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter?.hero;
  if (!hero) return null;
  const lines = hero.text ? String(hero.text).split('\n').filter(Boolean) : [];
  const src = typeof hero.image?.src === 'string' ? hero.image.src : hero.image?.src?.light;
  return (
    <div className={`rp-home-hero${hero.image || image ? '' : ' rp-home-hero--no-image'}`}>
      <div className="rp-home-hero__container">
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name)} />
          </h1>
          {lines.map((line) => (
            <div key={line} className="rp-home-hero__subtitle" {...renderHtmlOrText(line)} />
          ))}
        </div>
        <p className="rp-home-hero__tagline" {...renderHtmlOrText(hero.tagline)} />
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button
              key={action.link}
              type="a"
              href={action.link}
              theme={action.theme}
              className="rp-home-hero__action"
              {...renderHtmlOrText(action.text)}
            />
          ))}
        </div>
        {afterHeroActions}
      </div>
      {image ? (
        <div className="rp-home-hero__image">{image}</div>
      ) : src ? (
        <div className="rp-home-hero__image">
          <img
            src={normalizeImagePath(src)}
            alt={hero.image?.alt}
            width={375}
            height={375}
            className="rp-home-hero__image-img"
          />
        </div>
      ) : null}
    </div>
  );
}
