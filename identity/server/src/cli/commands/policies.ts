import { list, parseCommand, UsageError } from '../args.ts';
import { table } from '../output.ts';
import { UserInputError } from '../../users/users.service.ts';
import type { MfaPolicyShape } from '../../policies/policies.schema.ts';
import { command } from './command.ts';
import { requireGroup } from './lookup.ts';

/** `12 h`-style lifetime of a remember-device setting, or `no` when a device cannot be remembered. */
function remembered(p: MfaPolicyShape): string {
  if (!p.rememberDevice.allowed) return 'no';
  const m = p.rememberDevice.lifetimeMinutes;
  return m % 1440 === 0 ? `${m / 1440} d` : m % 60 === 0 ? `${m / 60} h` : `${m} min`;
}

/**
 * `policies mfa`: requires MFA for the members of a group, with the factor types they may enrol (`--factors`),
 * those they must enrol (`--required`, a subset), and how long a browser may be remembered (minutes; 0 or
 * absent: never). Replaces the group's policy.
 */
const mfa = command({
  name: 'policies mfa',
  args: `--group NAME|ID --factors LIST [--required LIST] [--remember-device-minutes N]
         [--remember-by-default] [--auto-push]`,
  summary: 'require MFA for a group: LIST = comma-separated factor types (token:software:totp,sms,...)',
  parse(args) {
    const { values } = parseCommand(this.name, args, {
      group: { type: 'string' },
      factors: { type: 'string' },
      required: { type: 'string' },
      'remember-device-minutes': { type: 'string' },
      'remember-by-default': { type: 'boolean' },
      'auto-push': { type: 'boolean' },
    });
    if (values.group === undefined) throw new UsageError('policies mfa needs --group NAME|ID');
    const factors = list(values.factors);
    if (factors.length === 0) throw new UsageError('policies mfa needs --factors LIST');
    const required = list(values.required);
    const stray = required.filter((r) => !factors.includes(r));
    if (stray.length > 0) {
      throw new UserInputError(`--required names factor types missing from --factors: ${stray.join(', ')}`);
    }
    const rawMinutes = values['remember-device-minutes'] ?? '0';
    if (!/^\d{1,7}$/.test(rawMinutes)) {
      throw new UserInputError(
        `--remember-device-minutes must be a whole number of minutes, not "${rawMinutes}"`,
      );
    }
    const minutes = Number(rawMinutes);
    if (values['remember-by-default'] && minutes === 0) {
      throw new UserInputError('--remember-by-default needs --remember-device-minutes N (N > 0)');
    }
    return {
      group: values.group,
      policy: {
        mfaRequired: true,
        factors: factors.map((factorType) => ({
          factorType,
          enrollment: required.includes(factorType) ? ('REQUIRED' as const) : ('OPTIONAL' as const),
        })),
        rememberDevice: { lifetimeMinutes: minutes, byDefault: values['remember-by-default'] ?? false },
        autoPush: values['auto-push'] ?? false,
      },
    };
  },
  async run(op, input, out) {
    const group = await requireGroup(op, input.group);
    const policy = await op.policies.setMfa(group.id, input.policy);
    const required = policy.factors.filter((f) => f.enrollment === 'REQUIRED').map((f) => f.factorType);
    out.emit(policy, () => [
      `Group ${group.profile.name} requires MFA: ${policy.factors.map((f) => f.factorType).join(', ')}`,
      `required at enrolment: ${required.length ? required.join(', ') : 'none (all optional)'}`,
      `remember device: ${remembered(policy)}${policy.autoPush ? '; push sent automatically' : ''}`,
    ]);
  },
});

/** `policies list`: one line per group with a policy. */
const listPolicies = command({
  name: 'policies list',
  args: '',
  summary: 'list MFA policies: group, MFA, factors (* = required), remember device',
  parse(args) {
    parseCommand(this.name, args, {});
    return null;
  },
  async run(op, _input, out) {
    const [policies, groups] = await Promise.all([op.policies.list(), op.groups.list()]);
    const name = (id: string) => groups.find((g) => g.id === id)?.profile.name ?? id;
    const rows = policies.map((p) => [
      name(p.groupId),
      p.mfaRequired ? 'MFA required' : 'MFA optional',
      p.factors.map((f) => `${f.factorType}${f.enrollment === 'REQUIRED' ? '*' : ''}`).join(','),
      `remember device: ${remembered(p)}`,
    ]);
    out.emit(policies, () => (rows.length ? table(rows) : 'No MFA policies.'));
  },
});

export const POLICY_COMMANDS = [mfa, listPolicies];
