import { parseCommand, userRef } from '../args.ts';
import { command } from './command.ts';
import { requireUser } from './lookup.ts';

const REF = { login: { type: 'string' }, id: { type: 'string' } } as const;
const who = (u: { id: string; profile: Record<string, string> }) => `${u.id} ${u.profile.login}`;

const deactivate = command({
  name: 'users deactivate',
  args: '(--login EMAIL | --id ID)',
  summary: 'deactivate (DEPROVISIONED): sessions closed, tokens revoked',
  parse(args) {
    return userRef(this.name, parseCommand(this.name, args, REF).values);
  },
  async run(op, ref, out) {
    const user = await requireUser(op, ref);
    if (user.status === 'DEPROVISIONED') {
      return out.emit(user, () => `User ${who(user)} is already DEPROVISIONED: nothing changed`);
    }
    await op.users.deactivate(user.id);
    const after = (await op.users.find(user.id)) ?? user;
    out.emit(after, () => `Deactivated user ${who(user)}: status ${user.status} -> ${after.status}`);
  },
});

const remove = command({
  name: 'users delete',
  args: '(--login EMAIL | --id ID)',
  summary: 'delete a user (deactivating it first when needed)',
  parse(args) {
    return userRef(this.name, parseCommand(this.name, args, REF).values);
  },
  async run(op, ref, out) {
    const user = await requireUser(op, ref);
    // DELETE deactivates a user who is not DEPROVISIONED (Okta); a second DELETE deletes.
    if (user.status !== 'DEPROVISIONED') await op.users.remove(user.id);
    await op.users.remove(user.id);
    const first = user.status !== 'DEPROVISIONED' ? ' (deactivated first)' : '';
    out.emit({}, () => `Deleted user ${who(user)}${first}`);
  },
});

const resetPassword = command({
  name: 'users reset-password',
  args: '(--login EMAIL | --id ID) [--no-email] [--revoke-sessions]',
  summary: 'start a password reset (RECOVERY): the link is emailed, or printed with --no-email',
  parse(args) {
    const { values } = parseCommand(this.name, args, {
      ...REF,
      'no-email': { type: 'boolean', default: false },
      'revoke-sessions': { type: 'boolean', default: false },
    });
    return {
      ref: userRef(this.name, values),
      sendEmail: !values['no-email'],
      revokeSessions: values['revoke-sessions'],
    };
  },
  async run(op, { ref, sendEmail, revokeSessions }, out) {
    const user = await requireUser(op, ref);
    const answer = await op.users.resetPassword(user.id, { sendEmail, revokeSessions });
    const sessions = revokeSessions ? '; sessions closed' : '';
    out.emit(answer, () =>
      answer.resetPasswordUrl
        ? [
            `Password reset of user ${who(user)} (RECOVERY${sessions}); one-time link:`,
            answer.resetPasswordUrl,
          ]
        : `Password reset of user ${who(user)} (RECOVERY${sessions}); the link was emailed to ${user.profile.email}`,
    );
  },
});

const expirePassword = command({
  name: 'users expire-password',
  args: '(--login EMAIL | --id ID)',
  summary: 'expire the password (PASSWORD_EXPIRED): the next sign-in must change it',
  parse(args) {
    return userRef(this.name, parseCommand(this.name, args, REF).values);
  },
  async run(op, ref, out) {
    const user = await op.users.expirePassword((await requireUser(op, ref)).id);
    out.emit(user, () => `Expired the password of user ${who(user)}: status ${user.status}`);
  },
});

/**
 * `users unlock`: a LOCKED_OUT user becomes ACTIVE with a zero failure counter; an ACTIVE user's counter is
 * reset; any other status is left alone. Exit 1 for an unknown user.
 */
const unlock = command({
  name: 'users unlock',
  args: '(--login EMAIL | --id ID)',
  summary: 'unlock a LOCKED_OUT user (for an ACTIVE one: reset its failed attempts)',
  parse(args) {
    return userRef(this.name, parseCommand(this.name, args, REF).values);
  },
  async run(op, ref, out) {
    const user = await requireUser(op, ref);
    if (user.status !== 'LOCKED_OUT' && user.status !== 'ACTIVE') {
      return out.emit(user, () => `User ${who(user)} is ${user.status}, not locked: nothing changed`);
    }
    const { failedAttempts } = await op.users.unlock(user.id);
    const after = (await op.users.find(user.id)) ?? user;
    const were = failedAttempts === null ? '' : ` (were ${failedAttempts})`;
    out.emit(after, () =>
      user.status === 'LOCKED_OUT'
        ? `Unlocked user ${who(user)}: status LOCKED_OUT -> ACTIVE, failed attempts reset`
        : `User ${who(user)} was not locked (ACTIVE); failed attempts reset${were}`,
    );
  },
});

export const USER_LIFECYCLE_COMMANDS = [deactivate, remove, resetPassword, expirePassword, unlock];
