/**
 * The user journeys of the browser suite, written once against the engines' page API (../driver) and run in each
 * engine by `{engine}.test.ts`, one module per thing the shopper does. Each engine and the demo server start once
 * per file; each journey gets a fresh page (./context.ts). Assertions are what a shopper notices: what is on screen
 * and not covered, where focus is, which page the browser is on.
 */
import type { EngineName } from '../driver';
import { journeys } from './context';
import { boxBeforeScript } from './early';
import { boxControls } from './controls';
import { boxIcons } from './icons';
import { desktopPopup } from './desktop';
import { dropdownLayout } from './layout';
import { fewProducts } from './fewProducts';
import { frameworkPages } from './frameworks';
import { mobileOverlay } from './mobile';
import { onScreenKeyboard } from './onScreenKeyboard';
import { phoneKeyboardsReplayed } from './phoneKeyboards';
import { rowsAndPrompts } from './rows';

export { DESKTOP } from './context';

export function defineJourneys(name: EngineName) {
  jest.setTimeout(180000);
  const j = journeys(name);
  for (const define of [
    desktopPopup,
    mobileOverlay,
    boxBeforeScript,
    frameworkPages,
    rowsAndPrompts,
    boxControls,
    dropdownLayout,
    fewProducts,
    boxIcons,
    onScreenKeyboard,
    phoneKeyboardsReplayed,
  ])
    define(j);
}
