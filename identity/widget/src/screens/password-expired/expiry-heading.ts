import type { AuthTransaction } from '@identity/client';

/**
 * The title of the password expiry screens (spec §2 "Other screens", §9 "Password expiry warning"):
 * PASSWORD_WARN says in how many days the password expires (above 0) or that it expires today (0);
 * PASSWORD_EXPIRED says it has expired.
 */
export function expiryTitle(
  transaction: AuthTransaction | null,
  t: (key: string, ...args: string[]) => string,
): string {
  if (transaction?.status !== 'PASSWORD_WARN') return t('password.expired.title');
  const days = transaction.data._embedded?.policy?.expiration?.passwordExpireDays ?? 0;
  return days > 0 ? t('password.expiring.title', String(days)) : t('password.expiring.today');
}
