import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { closesOnEscape, leftMenu, menuState } from '../../theme/hooks/menuState';

describe('the navbar menus’ shared behaviour', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('opens and closes now, or after the delay', () => {
    const changes: boolean[] = [];
    const state = menuState((open) => changes.push(open), 100);
    state.now(true);
    expect(changes).toEqual([true]);
    state.later(false);
    rs.advanceTimersByTime(99);
    expect(changes).toEqual([true]);
    rs.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('lets a later change replace a pending one, and a change now cancel it', () => {
    const changes: boolean[] = [];
    const state = menuState((open) => changes.push(open), 100);
    // The pointer leaves and comes back within the delay: the menu stays open.
    state.later(false);
    state.now(true);
    rs.advanceTimersByTime(200);
    expect(changes).toEqual([true]);
    state.later(true);
    state.later(false);
    rs.advanceTimersByTime(200);
    expect(changes).toEqual([true, false]);
    state.later(true);
    state.cancel();
    rs.advanceTimersByTime(200);
    expect(changes).toEqual([true, false]);
  });

  it('closes on Escape only when open', () => {
    expect(closesOnEscape('Escape', true)).toBe(true);
    expect(closesOnEscape('Escape', false)).toBe(false);
    expect(closesOnEscape('Enter', true)).toBe(false);
  });

  it('knows when focus or a press left the menu', () => {
    const inside = {};
    const root = { contains: (node: Node | null) => node === inside };
    expect(leftMenu(root, inside)).toBe(false);
    expect(leftMenu(root, {})).toBe(true);
    // Focus that goes nowhere (the window lost it, or a click on the page's background) left too.
    expect(leftMenu(root, null)).toBe(true);
    expect(leftMenu(null, inside)).toBe(true);
  });
});
