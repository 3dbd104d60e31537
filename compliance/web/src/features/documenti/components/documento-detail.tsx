import { canDeleteDocuments, DOCUMENT_EDITORS, documentoErrors } from '@compliance/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useApi } from '../../../kit/api-context.tsx';
import { DetailScreen } from '../../../kit/detail-screen.tsx';
import { useRoles } from '../../../kit/use-roles.ts';
import { documentFields } from '../api/document-fields.ts';
import { ARCHIVIO_PATH, documentoPath, DOCUMENTI_AREA, TIPO_OPTIONS } from '../api/documenti-api.ts';
import { DocumentoFile } from './documento-file.tsx';
import { DocumentoUpload } from './documento-upload.tsx';

/**
 * `archiviodocumenti/documento/{id}/{readonly}/{layout}`: a document's description (read and edit modes, the
 * kit's optimistic concurrency and audit tab) with its file (download, delete); `nuovo` opens the upload form.
 */
export function DocumentoDetail() {
  const fetchApi = useApi();
  const roles = useRoles() ?? [];
  const isNew = useParams().id === 'nuovo';
  // one lookup object for the client field: a new one on every render would restart its search
  const fields = useMemo(() => documentFields(fetchApi, true), [fetchApi]);
  if (isNew) return <DocumentoUpload />;
  const canEdit = roles.some((r) => (DOCUMENT_EDITORS as readonly string[]).includes(r));
  return (
    <DetailScreen
      area={DOCUMENTI_AREA}
      title={(r) => {
        const tipo = TIPO_OPTIONS.find((o) => o.value === r?.tipo)?.label ?? 'Documento';
        return r?.soggettoNominativo ? `${tipo} di ${r.soggettoNominativo}` : tipo;
      }}
      fields={fields}
      validate={documentoErrors}
      initial={{}}
      canEdit={canEdit}
      listPath={ARCHIVIO_PATH}
      detailPath={documentoPath}
      aside={(record) => <DocumentoFile record={record} canDelete={canDeleteDocuments(roles)} />}
    />
  );
}
