/** The pinned loader under SRI (./sri.ts) in WebKitGTK. */
import { defineSri } from './sri';

defineSri('webkit');
