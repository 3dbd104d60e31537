import { Type, type Static } from 'typebox';

/** Page sizes a list offers (the grid's choices; anything else is refused). */
export const PAGE_SIZES = [20, 50, 100] as const;

/** Lists count matching rows exactly up to this many, and page (by number) through that many rows. */
export const LIST_COUNT_CAP = 10_000;

/**
 * One page of a list endpoint: `items` in the requested order, `total` rows matching the filters (exact up to
 * 10,000; when more match, `totalCapped` is true and `total` is 10,001). Pages reach the first 10,000 rows;
 * `nextCursor`, when the page is full and the list is sorted by a typed column, is the `after` parameter that
 * continues past them (keyset paging, for integrations reading deeper than a person pages).
 */
export interface Page<T> {
  items: T[];
  total: number;
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  nextCursor?: string;
}

/** The state of a list screen: free-text search, filters by column, sort, page size, visible columns. */
export const ListState = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    filters: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 200 }))),
    sort: Type.Optional(Type.String({ maxLength: 60 })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    pageSize: Type.Optional(Type.Enum(PAGE_SIZES)),
    columns: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 60 })),
  },
  { additionalProperties: false },
);
export type ListState = Static<typeof ListState>;

/** A saved view: a named list state that one user keeps for one area. */
export const SavedViewInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    state: ListState,
  },
  { additionalProperties: false },
);
export type SavedViewInput = Static<typeof SavedViewInput>;

export interface SavedView extends SavedViewInput {
  id: string;
  area: string;
  createdAt: string;
}

export const SAVED_VIEW_MESSAGES: Record<string, string> = {
  name: 'Il nome della vista è obbligatorio (al massimo 80 caratteri).',
  state: 'Lo stato della vista non è valido.',
};
