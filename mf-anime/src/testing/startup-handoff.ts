// For tests of a page drawn from the route data script's answer: a fresh startup handoff (as the shell's
// boot script leaves it) around each test, and a way to let a prefetched answer arrive.
import { act } from '@testing-library/react';
import { defaultRuntimeConfig } from '@anifan/contract';
import { installTestStartup } from '@anifan/contract/testing';

/** Call inside a `describe`: each test starts with an empty handoff and leaves none behind. */
export function useStartupHandoffPerTest(): void {
  beforeEach(() => {
    installTestStartup(defaultRuntimeConfig('http://gateway.test'));
  });

  afterEach(() => {
    delete window.__ANIFAN_STARTUP__;
  });
}

/** Lets a prefetched answer that is already resolved arrive (one macrotask). */
export const answerArrived = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
