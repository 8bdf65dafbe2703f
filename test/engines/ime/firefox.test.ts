/** Typing Korean through a real IME (ibus-hangul under Xvfb, xdotool) in firefox (./scenarios.ts, docs/ime.md). */
import { realImeSuite } from './scenarios';

describe('firefox with ibus-hangul', () => realImeSuite('firefox'));
