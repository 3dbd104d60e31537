import { sql } from 'drizzle-orm';
import type { ListState, SavedView } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';

interface Row {
  id: string;
  area: string;
  name: string;
  state: ListState | string;
  created_at: Date | string;
}

const toView = (r: Row): SavedView => ({
  id: r.id,
  area: r.area,
  name: r.name,
  state: typeof r.state === 'string' ? (JSON.parse(r.state) as ListState) : r.state,
  createdAt: new Date(r.created_at).toISOString(),
});

/** SQL of saved list views (`viste_salvate`), always by owner. */
export const viewsRepository = {
  async list(db: Db, owner: string, area: string): Promise<SavedView[]> {
    const result = await run(
      db,
      sql`SELECT * FROM viste_salvate WHERE owner = ${owner} AND area = ${area} ORDER BY lower(name)`,
    );
    return (result.rows as unknown as Row[]).map(toView);
  },

  /** Inserts a view; null when the owner already has one with that name in the area. */
  async insert(
    db: Db,
    owner: string,
    area: string,
    name: string,
    state: ListState,
  ): Promise<SavedView | null> {
    const result = await run(
      db,
      sql`
      INSERT INTO viste_salvate (owner, area, name, state) VALUES (${owner}, ${area}, ${name}, ${JSON.stringify(state)}::jsonb)
      ON CONFLICT (owner, area, name) DO NOTHING RETURNING *`,
    );
    const row = result.rows[0] as Row | undefined;
    return row ? toView(row) : null;
  },

  /** Deletes the owner's view; false when there is none with that id. */
  async remove(db: Db, owner: string, area: string, id: string): Promise<boolean> {
    const result = await run(
      db,
      sql`DELETE FROM viste_salvate WHERE id = ${id} AND owner = ${owner} AND area = ${area} RETURNING id`,
    );
    return result.rows.length > 0;
  },
};
