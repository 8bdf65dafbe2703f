/**
 * Every project's ceiling per test and hook (issue 53: a suite that holds at load 20). A test returns as soon as it
 * ends: this bounds how long it may wait on a machine busy with other work and asserts nothing about speed (a timing
 * belongs to a benchmark that prints it). Jest's default, 5 s, is what a store case or a server start took at load
 * 20. A file that needs longer says so with its own `jest.setTimeout`.
 */
jest.setTimeout(60_000);
