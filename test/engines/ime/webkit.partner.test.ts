/** Typing Korean through a real IME (ibus-hangul under Xvfb, xdotool) in webkit, on the partner blog's own origin (./scenarios.ts). */
import { realImeSuite } from './scenarios';

describe('webkit with ibus-hangul on a partner page', () => realImeSuite('webkit', 'partner'));
