// A copy, not a wrap: following a choice by label and the ARIA tab list change the component's
// state and keyboard handling, which no wrap of the theme's Tabs can reach.

import {
  Children,
  type ComponentProps,
  Fragment,
  forwardRef,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { Tab } from '../upstream/original';
import {
  choicesSnapshot,
  chooseTab,
  labelText,
  parseChoices,
  rememberedIndex,
  serverChoicesSnapshot,
  subscribeToChoices,
} from './tabChoices';

type TabProps = ComponentProps<typeof Tab>;

interface TabItem {
  label: ReactNode;
  value?: string;
  disabled?: boolean;
}

export interface TabsProps {
  values?: ReadonlyArray<TabItem>;
  defaultIndex?: number;
  defaultValue?: string;
  onChange?: (index: number) => void;
  children: ReactNode;
  /** Kept for pages written for the theme's Tabs; every group now follows the reader's label. */
  groupId?: string;
  tabPosition?: 'left' | 'center';
  keepDOM?: boolean;
  className?: string;
  labelItemClassName?: string;
  contentItemClassName?: string;
}

/** The groups' items, as the theme's Tabs reads them from `values` or from the `Tab` children. */
function tabItems(children: ReactElement<TabProps>[], values?: ReadonlyArray<TabItem>) {
  if (values?.length) {
    return values.map((item, index) => ({
      ...item,
      content: children.find((child) => child.props.value === item.value) ?? children[index],
    }));
  }
  return children.map((child, index) => ({
    label: child.props.label ?? index,
    value: child.props.value,
    disabled: child.props.disabled,
    content: child,
  }));
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The theme's Tabs with two changes. A choice follows the label, not the position: picking `pnpm`
 * switches every group on the page that has a `pnpm` tab, and later pages and visits open on it
 * (the theme syncs by index, and only groups given the same `groupId`). And the labels are an ARIA
 * tab list: one Tab stop, arrow keys, Home and End (the theme's are plain clickable divs).
 * The server renders the default tab; the remembered one is applied after hydration.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const { values, defaultIndex, defaultValue, onChange, children: rawChildren } = props;
  const { tabPosition = 'left', className, labelItemClassName, contentItemClassName } = props;
  const { keepDOM = true } = props;
  const children = Children.toArray(rawChildren).filter((child) => isValidElement<TabProps>(child));
  const items = tabItems(children, values);
  const labels = items.map((item) => item.value ?? labelText(item.label));
  const fromValue =
    defaultValue === undefined ? -1 : items.findIndex((i) => i.value === defaultValue);
  const [ownIndex, setOwnIndex] = useState(fromValue === -1 ? (defaultIndex ?? 0) : fromValue);
  const choices = useSyncExternalStore(subscribeToChoices, choicesSnapshot, serverChoicesSnapshot);
  const remembered = rememberedIndex(parseChoices(choices), labels);
  const current = remembered === -1 || items[remembered]?.disabled ? ownIndex : remembered;
  const id = useId();

  if (import.meta.env.SSG_MD) {
    // The Markdown twin lists every tab, as the theme's Tabs writes it.
    return (
      <>
        {items.map(({ label, content }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the twin is rendered once, in order.
          <Fragment key={index}>
            {`\n**${label}**\n\n`}
            {content}
            {'\n'}
          </Fragment>
        ))}
      </>
    );
  }

  const select = (index: number) => {
    if (items[index]?.disabled) return;
    onChange?.(index);
    setOwnIndex(index);
    chooseTab(labels[index]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
    const at = enabled.indexOf(current);
    const next = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={cx('rp-tabs', className)} ref={ref}>
      {items.length ? (
        <div
          className="rp-tabs__label rp-tabs__label--no-scrollbar"
          role="tablist"
          style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
          onKeyDown={onKeyDown}
        >
          {items.map(({ label, value, disabled }, index) => {
            const active = index === current;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the tab list handles the keys (arrows, Home, End).
              <div
                key={value ?? index}
                id={`${id}-tab-${index}`}
                role="tab"
                aria-selected={active}
                aria-controls={`${id}-panel-${index}`}
                aria-disabled={disabled || undefined}
                tabIndex={active ? 0 : -1}
                className={cx(
                  'rp-tabs__label__item',
                  active ? 'rp-tabs__label__item--selected' : 'rp-tabs__label__item--not-selected',
                  labelItemClassName,
                )}
                data-index={index}
                data-tab-label={labels[index]}
                onClick={() => select(index)}
              >
                {label}
              </div>
            );
          })}
        </div>
      ) : null}
      <div className="rp-tabs__content">
        {items.map(({ value, content }, index) => {
          const active = index === current;
          if (!keepDOM && !active) return null;
          return (
            <div
              key={value ?? index}
              id={`${id}-panel-${index}`}
              role="tabpanel"
              aria-labelledby={`${id}-tab-${index}`}
              className={cx(
                'rp-tabs__content__item',
                active ? 'rp-tabs__content__item--active' : 'rp-tabs__content__item--hidden',
                contentItemClassName,
              )}
              aria-hidden={!active}
              data-index={index}
              data-tab-label={labels[index]}
            >
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
});

export { Tab };
