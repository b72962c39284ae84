import { useState, type FormEvent } from 'react';
import { importLimits, importTypes, type ImportType } from '@/contract/account-data';
import { Button } from '@/web/components/button';
import styles from '@/web/components/settings.module.css';
import { errorMessage } from '@/web/lib/api-client';
import { useDownloadExport, useImportList } from '../api/account-data-api';
import { importReportText } from '../lib/import-report';

const typeLabels: Record<ImportType, string> = {
  following: 'People to follow',
  blocks: 'People to block',
  mutes: 'People to mute',
};

/** Your data: download everything as a ZIP, and import people to follow, block or mute. */
export function YourDataSettings() {
  const download = useDownloadExport();
  const importList = useImportList();
  const [type, setType] = useState<ImportType>('following');
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [report, setReport] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setReport(undefined);
    if (!file) return setProblem('Choose a CSV file to import.');
    setProblem(undefined);
    importList.mutate(
      { type, file },
      {
        onSuccess: (answer) => setReport(importReportText(answer)),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <section id="export" className={styles.section} aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className={styles.heading}>
        Your data
      </h2>
      <p className={styles.note}>
        A ZIP of your profile, posts, replies, pictures and the people you follow, block and mute.
        The lists are in Mastodon&rsquo;s format, so another server can import them.
      </p>
      <div>
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? 'Preparing your data…' : 'Download your data'}
        </Button>
      </div>
      {download.isError && (
        <p role="alert" className={styles.problem}>
          {errorMessage(download.error)}
        </p>
      )}
      <h3 className={styles.heading}>Import</h3>
      <p className={styles.note}>
        Follow, block or mute everyone in a CSV file from this export or from Mastodon: one address
        (username@server) a line, up to {importLimits.maxRows.toLocaleString('en-US')}.
      </p>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <label className={styles.select}>
          <span>List</span>
          <select value={type} onChange={(event) => setType(event.target.value as ImportType)}>
            {importTypes.map((name) => (
              <option key={name} value={name}>
                {typeLabels[name]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          <span>CSV file</span>
          <input
            type="file"
            name="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        </label>
        {problem && (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
        {report && (
          <p role="status" className={styles.done}>
            {report}
          </p>
        )}
        <div>
          <Button type="submit" disabled={importList.isPending}>
            {importList.isPending ? 'Importing…' : 'Import'}
          </Button>
        </div>
      </form>
    </section>
  );
}
