/** The user journeys (./journeys/) in Firefox ESR, through puppeteer-core over WebDriver BiDi. */
import { defineJourneys } from './journeys';

defineJourneys('firefox');
