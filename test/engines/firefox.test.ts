/** The user journeys (./journeys.ts) in Firefox ESR, through puppeteer-core over WebDriver BiDi. */
import { defineJourneys } from './journeys';

defineJourneys('firefox');
