/** The user journeys (./journeys.ts) in WebKitGTK's MiniBrowser, through WebKitWebDriver under Xvfb. */
import { defineJourneys } from './journeys';

defineJourneys('webkit');
