import { describe, expect, it } from '@rstest/core';
import { type ToolsMenuTrigger, toolsMenuTrigger } from '../../site/tools';
import { type MenuEvent, menuAction } from '../../theme/components/ToolsMenu/trigger';

const enter: MenuEvent = { type: 'pointerenter' };
const leave: MenuEvent = { type: 'pointerleave' };
const focus: MenuEvent = { type: 'focus' };
const click = (byMouse: boolean, focusedByPress: boolean): MenuEvent => ({
  type: 'click',
  byMouse,
  focusedByPress,
});
const keyboardClick = click(false, false);
const triggers: ToolsMenuTrigger[] = ['hover', 'click', 'focus'];

describe('the tools menu trigger', () => {
  it('is hover on this site unless site/tools.ts says otherwise', () => {
    expect(triggers).toContain(toolsMenuTrigger);
  });

  it('hover: a mouse opens and closes it after the delay; its click keeps it open', () => {
    expect(menuAction('hover', enter, false)).toBe('openLater');
    expect(menuAction('hover', leave, true)).toBe('closeLater');
    expect(menuAction('hover', focus, false)).toBe('none');
    expect(menuAction('hover', click(true, true), true)).toBe('open');
  });

  it('click: only a click, tap or key opens or closes it', () => {
    expect(menuAction('click', enter, false)).toBe('none');
    expect(menuAction('click', leave, true)).toBe('none');
    expect(menuAction('click', focus, false)).toBe('none');
    expect(menuAction('click', click(true, true), false)).toBe('open');
    expect(menuAction('click', click(true, false), true)).toBe('close');
  });

  it('focus: focusing the button opens it; the click that focused it does not close it again', () => {
    expect(menuAction('focus', enter, false)).toBe('none');
    expect(menuAction('focus', focus, false)).toBe('open');
    expect(menuAction('focus', click(true, true), true)).toBe('open');
    expect(menuAction('focus', click(true, false), true)).toBe('close');
  });

  it('every trigger: the keyboard toggles it', () => {
    for (const trigger of triggers) {
      expect(menuAction(trigger, keyboardClick, false)).toBe('open');
      expect(menuAction(trigger, keyboardClick, true)).toBe('close');
    }
  });
});
