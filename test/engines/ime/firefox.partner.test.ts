/** Typing Korean through a real IME (ibus-hangul under Xvfb, xdotool) in firefox, on the partner blog's own origin (./scenarios.ts). */
import { realImeSuite } from './scenarios';

describe('firefox with ibus-hangul on a partner page', () => realImeSuite('firefox', 'partner'));
