/** Typing Korean through a real IME (ibus-hangul under Xvfb, xdotool) in chromium, on the partner blog's own origin (./scenarios.ts). */
import { realImeSuite } from './scenarios';

describe('chromium with ibus-hangul on a partner page', () => realImeSuite('chromium', 'partner'));
