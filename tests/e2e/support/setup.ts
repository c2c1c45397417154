import { afterEach } from 'vitest';
import { takeReactProblems } from './browser';

// Every journey fails on a hydration mismatch or an error React reported, wherever it happened
// (decision 035): production React re-renders the part on the client and says no more.
afterEach(() => {
  const problems = takeReactProblems();
  if (problems.length > 0) throw new Error(`React reported:\n${problems.join('\n')}`);
});
