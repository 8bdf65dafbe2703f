/** The user journeys (./journeys.ts) in Debian's Chromium, through puppeteer-core over CDP. */
import { defineJourneys } from './journeys';

defineJourneys('chromium');
