import { fieldErrors, SavedViewInput, SAVED_VIEW_MESSAGES, type SavedView } from '@compliance/shared';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { checkId } from '../kit/record.service.ts';
import { viewsRepository } from './views.repository.ts';

/**
 * Saved list views, per user and area: a user sees, saves and deletes only their own. `areas` are the list areas
 * that exist (an unknown area is a 404).
 */
export function createViewsService(db: Db, areas: readonly string[]) {
  function checkArea(area: string): void {
    if (!areas.includes(area)) throw new ApiError('E0000007', { causes: [`Nessuna area ${area}.`] });
  }
  return {
    async list(owner: string, area: string): Promise<SavedView[]> {
      checkArea(area);
      return viewsRepository.list(db, owner, area);
    },

    /** @throws ApiError 400 E0000001 (field causes), 404 E0000007, 409 E0000041 (name taken). */
    async save(owner: string, area: string, body: unknown): Promise<SavedView> {
      checkArea(area);
      const errors = fieldErrors(SavedViewInput, SAVED_VIEW_MESSAGES, body);
      if (errors.length) {
        throw new ApiError('E0000001', {
          causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })),
        });
      }
      const input = body as SavedViewInput;
      const saved = await viewsRepository.insert(db, owner, area, input.name.trim(), input.state);
      if (!saved) {
        throw new ApiError('E0000041', {
          causes: [{ field: 'name', errorSummary: `Hai già una vista chiamata «${input.name}».` }],
        });
      }
      return saved;
    },

    /** @throws ApiError 404 E0000007 (no such view of this user). */
    async remove(owner: string, area: string, id: string): Promise<void> {
      checkArea(area);
      checkId(id);
      if (!(await viewsRepository.remove(db, owner, area, id))) {
        throw new ApiError('E0000007', { causes: [`Nessuna vista con id ${id}.`] });
      }
    },
  };
}

export type ViewsService = ReturnType<typeof createViewsService>;
