/** The pinned loader under SRI (./sri.ts) in Firefox ESR. */
import { defineSri } from './sri';

defineSri('firefox');
