import { list, parseCommand } from '../args.ts';
import { UserInputError } from '../../users/users.service.ts';
import type {
  RegistrationPolicyBody,
  RegistrationPolicyShape,
} from '../../registration/registration-policy.schema.ts';
import { command } from './command.ts';
import { requireGroup } from './lookup.ts';

/** `on` / `off` of a switch option; undefined when absent. */
function onOff(name: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new UserInputError(`--${name} must be on or off, not "${raw}"`);
}

/**
 * "on; policy reg…; group 00g…; activation by email on; links live 1440 min; progressive profiling off; fields
 * email*, password*, firstName".
 */
function describe(p: RegistrationPolicyShape): string {
  const s = p.profileSchema;
  const fields = s.fieldOrder.map((f) => (s.required.includes(f) ? `${f}*` : f));
  return [
    p.enabled ? 'on' : 'off',
    `policy ${p.id}`,
    `group ${p.defaultGroupId ?? 'none'}`,
    `activation by email ${p.activationRequired ? 'on' : 'off'}`,
    `links live ${p.tokenLifetimeMinutes} min`,
    `progressive profiling ${p.progressiveProfiling ? 'on' : 'off'}`,
    `fields ${fields.join(', ')}`,
  ].join('; ');
}

/**
 * `policies registration`: shows the registration policy, or changes the settings given: self-service
 * registration on or off, the group new users join (`--group NAME|ID`, `--group none`), whether the emailed
 * activation link must be opened, its lifetime in minutes (5..10080), progressive profiling (`--progressive-profiling
 * on`: sign-in asks a person for the required fields they lack, PROFILE_REQUIRED), and the form's fields
 * (`--fields email,password,firstName,lastName` in order, `--required …`; titles kept, new fields titled by name).
 * Works with the IdP running (`PUT /api/v1/registration-policy`) or stopped (directly on its database).
 */
const registration = command({
  name: 'policies registration',
  args: `[--enabled on|off] [--group NAME|ID|none] [--activation on|off] [--token-minutes N] [--progressive-profiling on|off] [--fields a,b,…] [--required a,b,…]`,
  summary:
    'show or set the self-service registration policy (on/off, group, activation email, progressive profiling, form fields)',
  parse(args) {
    const { values } = parseCommand(this.name, args, {
      enabled: { type: 'string' },
      group: { type: 'string' },
      activation: { type: 'string' },
      'token-minutes': { type: 'string' },
      'progressive-profiling': { type: 'string' },
      fields: { type: 'string' },
      required: { type: 'string' },
    });
    const body: RegistrationPolicyBody = {};
    const enabled = onOff('enabled', values.enabled);
    if (enabled !== undefined) body.enabled = enabled;
    const activation = onOff('activation', values.activation);
    if (activation !== undefined) body.activationRequired = activation;
    const progressive = onOff('progressive-profiling', values['progressive-profiling']);
    if (progressive !== undefined) body.progressiveProfiling = progressive;
    const minutes = values['token-minutes'];
    if (minutes !== undefined) {
      if (!/^\d{1,5}$/.test(minutes) || Number(minutes) < 5 || Number(minutes) > 10080) {
        throw new UserInputError(`--token-minutes must be a whole number from 5 to 10080, not "${minutes}"`);
      }
      body.tokenLifetimeMinutes = Number(minutes);
    }
    const fields = values.fields === undefined ? undefined : list(values.fields);
    const required = values.required === undefined ? undefined : list(values.required);
    return { body, group: values.group, fields, required };
  },
  async run(op, input, out) {
    const body = { ...input.body };
    if (input.group !== undefined) {
      body.defaultGroupId = input.group === 'none' ? null : (await requireGroup(op, input.group)).id;
    }
    if (input.fields || input.required) {
      const current = (await op.policies.getRegistration()).profileSchema;
      const order = input.fields ?? current.fieldOrder;
      const properties = Object.fromEntries(
        order.map((name) => [name, current.properties[name] ?? { type: 'string' as const, title: name }]),
      );
      body.profileSchema = {
        properties,
        required: input.required ?? current.required.filter((r) => order.includes(r)),
        fieldOrder: order,
      };
    }
    const changes = Object.keys(body).length > 0;
    const policy = changes ? await op.policies.setRegistration(body) : await op.policies.getRegistration();
    out.emit(policy, () => `Registration policy: ${describe(policy)}`);
  },
});

export const REGISTRATION_POLICY_COMMANDS = [registration];
