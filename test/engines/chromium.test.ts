/** The user journeys (./journeys/) in Debian's Chromium, through puppeteer-core over CDP. */
import { defineJourneys } from './journeys';

defineJourneys('chromium');
