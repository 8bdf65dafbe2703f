/** The lifecycle table's rows this engine is named in (./lifecycle/table.ts, driven by ./lifecycle/journeys.ts). */
import { defineLifecycle } from './lifecycle/journeys';

defineLifecycle('webkit');
