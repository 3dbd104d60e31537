import { ApiError } from '../errors.ts';
import type { Services } from '../services.ts';

/** `404 E0000007` as the management API words it for a missing `type` (`User`, `UserFactor`) with id `id`. */
export function notFound(id: string, type: string): ApiError {
  return new ApiError('notFound', { params: { path: id, METHOD: type } });
}

/**
 * The user a `/api/v1/users/{userId}/factors…` route names.
 * @throws ApiError 404 E0000007 when there is no such user.
 */
export async function requireUser(users: Services['users'], userId: string) {
  const user = await users.findById(userId);
  if (!user) throw notFound(userId, 'User');
  return user;
}
