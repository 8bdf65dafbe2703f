/**
 * The unit project's ceilings (issue 53: a suite that holds at load 20). A `waitFor` returns as soon as its condition
 * holds, and a test as soon as it ends: these bound how long a test may wait on a machine busy with other work, and
 * assert nothing about speed (a timing belongs to a benchmark that prints it). At load 20 a component suite once took
 * 103 s, past Jest's default 5 s per test and Testing Library's 1 s per `waitFor`.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
