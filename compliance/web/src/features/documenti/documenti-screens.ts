import type { ComponentType } from 'react';
import { DocumentiList } from './components/documenti-list.tsx';
import { DocumentoDetail } from './components/documento-detail.tsx';

/** The documenti area's chunk, loaded on demand by app/area-screens.tsx: its screens by route id. */
export const screens: Readonly<Record<string, ComponentType>> = {
  archiviodocumenti: DocumentiList,
  documento: DocumentoDetail,
};
