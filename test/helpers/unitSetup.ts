/**
 * The unit project's ceilings: every project's (./ceilings.ts), and Testing Library's `waitFor`, which returns as
 * soon as its condition holds. At load 20 a component suite once took 103 s, past its default 1 s per `waitFor`.
 */
import { configure } from '@testing-library/react';
import './ceilings';

configure({ asyncUtilTimeout: 15_000 });
