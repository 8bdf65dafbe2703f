/** The partner-page journeys (./partner.ts) in firefox. */
import { definePartnerJourneys } from './partner';

definePartnerJourneys('firefox');
