/** The user journeys (./journeys/) in WebKitGTK's MiniBrowser, through WebKitWebDriver under Xvfb. */
import { defineJourneys } from './journeys';

defineJourneys('webkit');
