import { bus, type Account } from '../bus';
import type { Role } from '../contract';
import { mockApi, reply, type MockApi, type MockRequest } from './mock-api';
import { resetPlatform, signedInAs } from './platform';

/**
 * Each test of the file gets a fresh mock API (and, with `role`, a signed-in account); after it the API is
 * restored and the platform reset. The answer stands for the current test's API.
 */
export function mockApiPerTest(role?: Role, account: Partial<Account> = {}): MockApi {
  let current: MockApi | null = null;
  beforeEach(() => {
    current = mockApi();
    if (role) signedInAs(role, account);
  });
  afterEach(() => {
    current?.restore();
    resetPlatform();
  });
  return new Proxy({} as MockApi, {
    get(_, key: keyof MockApi) {
      if (!current) throw new Error('mockApiPerTest: the mock API exists only inside a test');
      const value = current[key];
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

/** A list endpoint's answers: `total` items made by `item(n)` (n from 1), the page its limit and offset ask for. */
export const pagedReplies =
  <T>(item: (n: number) => T, total: number, pageSize = 20) =>
  (req: MockRequest) => {
    const offset = Number(req.params.offset ?? 0);
    const limit = Number(req.params.limit ?? pageSize);
    return { data: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => item(offset + i + 1)), total };
  };

/** What a page asked the shell to open (bus.navigate). */
export interface Navigation {
  to: string;
  replace?: boolean;
}

/**
 * A fresh mock API for each test of the file and a record of every bus.navigate (the shell's job) during it; after
 * it the API is restored and the platform reset.
 */
export function platformPerTest(): { api: () => MockApi; navigations: Navigation[] } {
  let api: MockApi | null = null;
  const navigations: Navigation[] = [];
  let stop: (() => void) | null = null;
  beforeEach(() => {
    api = mockApi();
    navigations.length = 0;
    stop = bus.navigate.subscribe((message) => navigations.push(message));
  });
  afterEach(() => {
    stop?.();
    api?.restore();
    resetPlatform();
  });
  return {
    api: () => {
      if (!api) throw new Error('platformPerTest: the mock API exists only inside a test');
      return api;
    },
    navigations,
  };
}

/** The API's 400 for one invalid field: `constraint` failed on `property` with `message`. */
export const validationReply = (property: string, constraint: string, message: string) =>
  reply(400, { statusCode: 400, message: [{ property, constraints: { [constraint]: message } }] });
