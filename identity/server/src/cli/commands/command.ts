import type { Output } from '../output.ts';
import type { Operator } from '../operator.ts';

/**
 * One CLI command (`<group> <action>`), written once against the `Operator` interface: it never knows whether
 * a running server's management API or the database answers. `parse` reads the command line before anything
 * is opened; `run` does the work and prints through `out`.
 */
export interface Command<Input = unknown> {
  /** `users create` */
  name: string;
  /** The arguments after the name, as the usage shows them. */
  args: string;
  /** One line: what it does (and, for lists, the table's columns). */
  summary: string;
  /** @throws UsageError (exit 2) for a bad command line, InputError (exit 1) for a value refused before any work. */
  parse(args: string[]): Input;
  run(op: Operator, input: Input, out: Output): Promise<void>;
}

/** Declares a command with its input type checked between `parse` and `run`. */
export function command<Input>(spec: Command<Input>): Command<unknown> {
  return spec as Command<unknown>;
}
