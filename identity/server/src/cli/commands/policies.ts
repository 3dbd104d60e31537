import { list, parseCommand, UsageError } from '../args.ts';
import { table } from '../output.ts';
import { UserInputError } from '../../users/users.service.ts';
import type { MfaPolicyShape } from '../../policies/policies.schema.ts';
import type { PasswordPolicyBody, PasswordPolicyShape } from '../../policies/password-policies.schema.ts';
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
 * absent: never); `--passwordless` lets its members sign in with a possession factor instead of the password.
 * Replaces the group's policy.
 */
const mfa = command({
  name: 'policies mfa',
  args: `--group NAME|ID --factors LIST [--required LIST] [--remember-device-minutes N]
         [--remember-by-default] [--auto-push] [--passwordless]`,
  summary: 'require MFA for a group: LIST = comma-separated factor types (token:software:totp,sms,...)',
  parse(args) {
    const { values } = parseCommand(this.name, args, {
      group: { type: 'string' },
      factors: { type: 'string' },
      required: { type: 'string' },
      'remember-device-minutes': { type: 'string' },
      'remember-by-default': { type: 'boolean' },
      'auto-push': { type: 'boolean' },
      passwordless: { type: 'boolean' },
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
        passwordless: values.passwordless ?? false,
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
      ...(policy.passwordless ? ['passwordless sign-in: allowed with a possession factor'] : []),
    ]);
  },
});

/** The numeric options of `policies password`, each a setting of the policy body. */
const PASSWORD_NUMBERS = {
  'min-length': ['complexity', 'minLength'],
  'min-lower': ['complexity', 'minLowerCase'],
  'min-upper': ['complexity', 'minUpperCase'],
  'min-number': ['complexity', 'minNumber'],
  'min-symbol': ['complexity', 'minSymbol'],
  history: ['age', 'historyCount'],
  'min-age-minutes': ['age', 'minAgeMinutes'],
  'max-age-days': ['age', 'maxAgeDays'],
  'warn-days': ['age', 'expireWarnDays'],
} as const;

/** One line of a password policy's rules: "min 12, 1 lower, 1 number, no username; history 4; expires 90 d". */
function passwordRules(p: PasswordPolicyShape): string {
  const c = p.complexity;
  const kinds = [
    [c.minLowerCase, 'lower'],
    [c.minUpperCase, 'upper'],
    [c.minNumber, 'number'],
    [c.minSymbol, 'symbol'],
  ] as const;
  const complexity = [
    `min ${c.minLength}`,
    ...kinds.filter(([n]) => n > 0).map(([n, kind]) => `${n} ${kind}`),
    ...(c.excludeUsername ? ['no username'] : []),
    ...c.excludeAttributes.map((a) => `no ${a}`),
  ].join(', ');
  const a = p.age;
  const expiry =
    a.maxAgeDays > 0 ? `expires ${a.maxAgeDays} d (warn ${a.expireWarnDays} d)` : 'never expires';
  return `${complexity}; history ${a.historyCount}; min age ${a.minAgeMinutes} min; ${expiry}`;
}

/**
 * `policies password`: sets the password policy of a group (complexity, history, minimum age in minutes,
 * maximum age and warning in days). Replaces the group's password policy; omitted rules take the default
 * policy's values (8 characters, nothing else).
 */
const password = command({
  name: 'policies password',
  args: `--group NAME|ID [--min-length N] [--min-lower N] [--min-upper N] [--min-number N] [--min-symbol N]
         [--exclude-username] [--exclude-attributes firstName,lastName] [--history N] [--min-age-minutes N]
         [--max-age-days N] [--warn-days N]`,
  summary: 'set the password policy of a group (complexity, history, minimum and maximum age)',
  parse(args) {
    const numbers = Object.fromEntries(
      Object.keys(PASSWORD_NUMBERS).map((name) => [name, { type: 'string' as const }]),
    );
    const { values } = parseCommand(this.name, args, {
      group: { type: 'string' },
      'exclude-username': { type: 'boolean' },
      'exclude-attributes': { type: 'string' },
      ...numbers,
    });
    if (values.group === undefined) throw new UsageError('policies password needs --group NAME|ID');
    const complexity: Record<string, unknown> = {};
    const age: Record<string, number> = {};
    for (const [name, [part, setting]] of Object.entries(PASSWORD_NUMBERS)) {
      const raw = (values as Record<string, unknown>)[name];
      if (raw === undefined) continue;
      if (typeof raw !== 'string' || !/^\d{1,7}$/.test(raw)) {
        throw new UserInputError(`--${name} must be a whole number, not "${String(raw)}"`);
      }
      if (part === 'complexity') complexity[setting] = Number(raw);
      else age[setting] = Number(raw);
    }
    if (values['exclude-username']) complexity['excludeUsername'] = true;
    const excluded = list(values['exclude-attributes']);
    if (excluded.length > 0) complexity['excludeAttributes'] = excluded;
    return { group: values.group, policy: { complexity, age } as PasswordPolicyBody };
  },
  async run(op, input, out) {
    const group = await requireGroup(op, input.group);
    const policy = await op.policies.setPassword(group.id, input.policy);
    out.emit(policy, () => `Group ${group.profile.name} password policy: ${passwordRules(policy)}`);
  },
});

/** `policies list`: one line per group with a policy. */
const listPolicies = command({
  name: 'policies list',
  args: '',
  summary: 'list MFA policies (group, MFA, factors (* = required), remember device) and password policies',
  parse(args) {
    parseCommand(this.name, args, {});
    return null;
  },
  async run(op, _input, out) {
    const [policies, passwords, groups] = await Promise.all([
      op.policies.list(),
      op.policies.listPassword(),
      op.groups.list(),
    ]);
    const name = (id: string) => groups.find((g) => g.id === id)?.profile.name ?? id;
    const rows = policies.map((p) => [
      name(p.groupId),
      p.mfaRequired ? 'MFA required' : 'MFA optional',
      p.factors.map((f) => `${f.factorType}${f.enrollment === 'REQUIRED' ? '*' : ''}`).join(','),
      `remember device: ${remembered(p)}`,
    ]);
    const passwordRows = passwords.map((p) => [name(p.groupId), 'password', passwordRules(p)]);
    // JSON: one array, each entry marked with its kind (MFA entries keep their shape).
    const all = [
      ...policies.map((p) => ({ policyType: 'MFA' as const, ...p })),
      ...passwords.map((p) => ({ policyType: 'PASSWORD' as const, ...p })),
    ];
    // Password policies show only when a group has one (everyone else: the default, 8 characters).
    out.emit(all, () => [
      ...(rows.length ? table(rows) : ['No MFA policies.']),
      ...(passwordRows.length ? table(passwordRows) : []),
    ]);
  },
});

export const POLICY_COMMANDS = [mfa, password, listPolicies];
