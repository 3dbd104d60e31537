import { parseCommand } from '../args.ts';
import { command } from './command.ts';

/** `keys rotate`: a new signing key signs from now on, on every node; the previous ones stay published a while. */
const rotate = command({
  name: 'keys rotate',
  args: '',
  summary: 'rotate the OIDC signing key (the old keys stay in the JWKS until their tokens expire)',
  parse(args) {
    parseCommand(this.name, args, {});
    return null;
  },
  async run(op, _input, out) {
    const rotation = await op.keys.rotate();
    out.emit(rotation, () => [
      `Rotated the signing key: ${rotation.kid} signs from now on`,
      ...rotation.retiring.map(
        (k) => `${k.kid} no longer signs; published in the JWKS until ${k.publishedUntil}`,
      ),
    ]);
  },
});

export const KEY_COMMANDS = [rotate];
