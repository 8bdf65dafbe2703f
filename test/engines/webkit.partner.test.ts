/** The partner-page journeys (./partner.ts) in webkit. */
import { definePartnerJourneys } from './partner';

definePartnerJourneys('webkit');
