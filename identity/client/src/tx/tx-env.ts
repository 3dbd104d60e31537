import type { HttpContext } from '../http/http-client.ts';

/** What transactions need from the client. `sleep` is a seam so tests can observe the poll back-off. */
export interface TxEnv {
  http: HttpContext;
  /** Default delay between polls, ms (spec §9 "SDK polling delay", 500). */
  pollDelay: number;
  sleep(ms: number): Promise<void>;
}

/** Shared between a transaction and its link methods: following any link stops a running poll. */
export interface PollRef {
  isPolling: boolean;
}

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
