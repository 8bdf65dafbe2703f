/** The partner-page journeys (./partner.ts) in chromium. */
import { definePartnerJourneys } from './partner';

definePartnerJourneys('chromium');
