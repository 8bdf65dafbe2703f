/** Typing Korean through a real IME (ibus-hangul under Xvfb, xdotool) in webkit (./scenarios.ts, docs/ime.md). */
import { realImeSuite } from './scenarios';

describe('webkit with ibus-hangul', () => realImeSuite('webkit'));
