import { list, parseCommand } from '../args.ts';
import { UserInputError } from '../../users/users.service.ts';
import type { RecoveryPolicyBody, RecoveryPolicyShape } from '../../recovery/recovery-policy.schema.ts';
import { command } from './command.ts';

const CHANNELS = { email: 'okta_email', sms: 'okta_sms', call: 'okta_call' } as const;
type ChannelName = keyof typeof CHANNELS;

/** `on` / `off` of a switch option; undefined when absent. */
function onOff(name: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new UserInputError(`--${name} must be on or off, not "${raw}"`);
}

/** "channels email, sms; question off; self-service unlock on; links live 60 min". */
function describe(p: RecoveryPolicyShape): string {
  const f = p.factors;
  const channels = (Object.keys(CHANNELS) as ChannelName[]).filter((c) => f[CHANNELS[c]].status === 'ACTIVE');
  return [
    `channels ${channels.length ? channels.join(', ') : 'none'}`,
    `question ${f.recovery_question.status === 'ACTIVE' ? 'on' : 'off'}`,
    `self-service unlock ${p.selfServiceUnlock ? 'on' : 'off'}`,
    `links live ${f.okta_email.properties.recoveryToken.tokenLifetimeMinutes} min`,
  ].join('; ');
}

/**
 * `policies recovery`: shows the recovery policy, or changes the settings given: the channels a forgotten
 * password or an unlock may use (`--channels email,sms,call`, the others are turned off), the recovery question,
 * self-service unlock and the emailed link's lifetime in minutes (5..10080). Works with the IdP running (the
 * management API's `PUT /api/v1/recovery-policy`) or stopped (directly on its database).
 */
const recovery = command({
  name: 'policies recovery',
  args: `[--channels email,sms,call] [--question on|off] [--self-service-unlock on|off] [--token-minutes N]`,
  summary:
    'show or set the recovery policy (channels, recovery question, self-service unlock, link lifetime)',
  parse(args) {
    const { values } = parseCommand(this.name, args, {
      channels: { type: 'string' },
      question: { type: 'string' },
      'self-service-unlock': { type: 'string' },
      'token-minutes': { type: 'string' },
    });
    const body: RecoveryPolicyBody = {};
    const factors: NonNullable<RecoveryPolicyBody['factors']> = {};
    if (values.channels !== undefined) {
      const chosen = list(values.channels).map((c) => c.toLowerCase());
      const unknown = chosen.filter((c) => !(c in CHANNELS));
      if (unknown.length > 0) {
        throw new UserInputError(`--channels takes email, sms and call, not ${unknown.join(', ')}`);
      }
      for (const name of Object.keys(CHANNELS) as ChannelName[]) {
        factors[CHANNELS[name]] = { status: chosen.includes(name) ? 'ACTIVE' : 'INACTIVE' };
      }
    }
    const question = onOff('question', values.question);
    if (question !== undefined) factors.recovery_question = { status: question ? 'ACTIVE' : 'INACTIVE' };
    const minutes = values['token-minutes'];
    if (minutes !== undefined) {
      if (!/^\d{1,5}$/.test(minutes) || Number(minutes) < 5 || Number(minutes) > 10080) {
        throw new UserInputError(`--token-minutes must be a whole number from 5 to 10080, not "${minutes}"`);
      }
      factors.okta_email = {
        ...factors.okta_email,
        properties: { recoveryToken: { tokenLifetimeMinutes: Number(minutes) } },
      };
    }
    if (Object.keys(factors).length > 0) body.factors = factors;
    const unlock = onOff('self-service-unlock', values['self-service-unlock']);
    if (unlock !== undefined) body.selfServiceUnlock = unlock;
    return { body };
  },
  async run(op, input, out) {
    const changes = Object.keys(input.body).length > 0;
    const policy = changes ? await op.policies.setRecovery(input.body) : await op.policies.getRecovery();
    out.emit(policy, () => `Recovery policy: ${describe(policy)}`);
  },
});

export const RECOVERY_POLICY_COMMANDS = [recovery];
