import { IonButton, IonSpinner } from '@ionic/react';
import {
  grantableRoles,
  listRoleNames,
  parseUserCsv,
  type Role,
  USER_CSV_COLUMNS,
  USER_CSV_MAX_LENGTH,
  type UserCsvParse,
  type UserImportCheck,
} from '@travesia/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { getErrorMessage } from '../../../lib/api-client';
import { useCheckUserImport } from '../api/check-user-import';
import { useImportUsers } from '../api/import-users';

const FILE_TOO_LARGE_MESSAGE = 'El archivo es demasiado grande (máximo 60 KB).';
const UNREADABLE_FILE_MESSAGE = 'No pudimos leer el archivo. Guárdalo como CSV (UTF-8) e intenta de nuevo.';

interface LoadedFile {
  name: string;
  text: string;
  parsed: UserCsvParse;
}

/** Errors of a row: the browser's own check first, then what the server adds (e-mails or documentos in use). */
function rowErrors(line: number, parsed: UserCsvParse, check: UserImportCheck | undefined): string[] {
  const server = check?.rows.find((row) => row.line === line);
  return server ? server.errors : (parsed.rows.find((row) => row.line === line)?.errors ?? []);
}

/** Reads a CSV of users, previews every row with its errors, and invites them all (or nobody). */
export function UserCsvImport({
  companyId,
  actorRole,
  actorCompanyId,
}: {
  companyId: number;
  actorRole: Role;
  actorCompanyId: number;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const check = useCheckUserImport(companyId);
  const importUsers = useImportUsers(companyId);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [invitedCount, setInvitedCount] = useState<number | null>(null);
  // A new key empties the file input once its rows were invited.
  const [inputKey, setInputKey] = useState(0);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setFile(null);
    setFileError(null);
    setInvitedCount(null);
    check.reset();
    importUsers.reset();
    if (!chosen) return;
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setFileError(UNREADABLE_FILE_MESSAGE);
      return;
    }
    if (text.length > USER_CSV_MAX_LENGTH) {
      setFileError(FILE_TOO_LARGE_MESSAGE);
      return;
    }
    const parsed = parseUserCsv(text, actorRole, { actorCompanyId, targetCompanyId: companyId });
    setFile({ name: chosen.name, text, parsed });
    if (parsed.fileErrors.length === 0) check.mutate(text);
  }

  const fileErrors = file ? (check.data?.fileErrors ?? file.parsed.fileErrors) : [];
  const rows = file?.parsed.rows ?? [];
  const invalidCount = file
    ? rows.filter((row) => rowErrors(row.line, file.parsed, check.data).length > 0).length
    : 0;
  const canImport = file !== null && check.isSuccess && fileErrors.length === 0 && invalidCount === 0;

  return (
    <section className="company-users__card" aria-labelledby="csv-import-title">
      <h2 id="csv-import-title" className="admin-page__subheading">
        Importar usuarios desde CSV
      </h2>
      {invitedCount !== null && (
        <FormAlert tone="success">
          {invitedCount === 1 ? 'Enviamos 1 invitación.' : `Enviamos ${invitedCount} invitaciones.`}
        </FormAlert>
      )}
      <div className="form-field">
        <label className="form-field__label" htmlFor={inputId}>
          Archivo CSV
        </label>
        <p id={hintId} className="form-field__hint">
          Primera fila con las columnas {USER_CSV_COLUMNS.join(', ')}; separadas por coma o punto y coma. Rol:{' '}
          {listRoleNames(grantableRoles(actorRole, { actorCompanyId, targetCompanyId: companyId }))}. Si una
          fila tiene errores no se invita a nadie.
        </p>
        <input
          key={inputKey}
          id={inputId}
          className="native-control"
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          onChange={(event) => void readFile(event)}
        />
      </div>
      {fileError && <FormAlert tone="error">{fileError}</FormAlert>}
      {fileErrors.map((message) => (
        <FormAlert key={message} tone="error">
          {message}
        </FormAlert>
      ))}
      {check.error && <FormAlert tone="error">{getErrorMessage(check.error)}</FormAlert>}
      {importUsers.error && <FormAlert tone="error">{getErrorMessage(importUsers.error)}</FormAlert>}
      {file && rows.length > 0 && (
        <>
          <p className="admin-page__status" role="status">
            {check.isPending ? (
              <>
                <IonSpinner name="crescent" aria-hidden="true" /> Revisando {file.name}...
              </>
            ) : invalidCount > 0 ? (
              `${file.name}: ${rows.length} filas, ${invalidCount} con errores. Corrígelas y vuelve a cargar el archivo.`
            ) : (
              `${file.name}: ${rows.length === 1 ? '1 fila lista' : `${rows.length} filas listas`} para invitar.`
            )}
          </p>
          <section className="csv-preview" aria-label="Vista previa del archivo">
            <table className="csv-preview__table">
              <thead>
                <tr>
                  <th scope="col">Fila</th>
                  <th scope="col">Correo</th>
                  <th scope="col">Nombre</th>
                  <th scope="col">Documento</th>
                  <th scope="col">Rol</th>
                  <th scope="col">Estado</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const errors = rowErrors(row.line, file.parsed, check.data);
                  return (
                    <tr key={row.line} className={errors.length > 0 ? 'csv-preview__row--error' : undefined}>
                      <td data-label="Fila">{row.line}</td>
                      <td data-label="Correo">{row.values.email}</td>
                      <td data-label="Nombre">{`${row.values.firstname} ${row.values.last_name}`.trim()}</td>
                      <td data-label="Documento">{row.values.documento}</td>
                      <td data-label="Rol">{row.values.role}</td>
                      <td data-label="Estado">
                        {errors.length === 0 ? (
                          <span className="csv-preview__ok">Lista</span>
                        ) : (
                          <ul className="csv-preview__errors">
                            {errors.map((message) => (
                              <li key={message}>{message}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          <IonButton
            expand="block"
            disabled={!canImport || importUsers.isPending}
            onClick={() =>
              importUsers.mutate(file.text, {
                onSuccess: ({ invited }) => {
                  setInvitedCount(invited);
                  setFile(null);
                  setInputKey((key) => key + 1);
                  check.reset();
                },
              })
            }
          >
            {importUsers.isPending && <IonSpinner name="crescent" slot="start" aria-hidden="true" />}
            {rows.length === 1 ? 'Invitar a 1 persona' : `Invitar a ${rows.length} personas`}
          </IonButton>
        </>
      )}
    </section>
  );
}
