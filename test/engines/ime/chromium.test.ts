/** Typing Korean through a real IME (ibus-hangul under Xvfb, xdotool) in chromium (./scenarios.ts, docs/ime.md). */
import { realImeSuite } from './scenarios';

describe('chromium with ibus-hangul', () => realImeSuite('chromium'));
