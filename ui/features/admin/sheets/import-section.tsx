import { Stack } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import {
  $downloading,
  $downloadRefusal,
  $importJob,
  $jobRefusal,
  $uploading,
  $uploadRefusal,
  downloadFx,
  importLeft,
  jobFollowed,
  uploadRequested,
} from "../../../../application/admin/sections/sheets.model";
import { NO_SHEET_FILTER, SHEET_FILES } from "../../../../application/admin/sections/sheets.types";
import { ListFailed } from "../list-states";
import { useRefusalWords } from "../use-refusal-words";
import { ImportErrors } from "./import-errors";
import { ImportProgress } from "./import-progress";
import { saveFile } from "./save-file";
import { SheetDownloads } from "./sheet-downloads";
import { SheetUpload } from "./sheet-upload";

const jobOf = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * /admin/import: the template and the export to download, an upload, and the job it became followed until it
 * ends. The job's number is kept in the URL (?job=), so a reload goes on showing it.
 */
export function ImportSection() {
  const [params, setParams] = useSearchParams();
  const asked = jobOf(params.get("job"));
  const [job, uploading, downloading] = useUnit([$importJob, $uploading, $downloading]);
  const [uploadRefusal, jobRefusal, downloadRefusal] = useUnit([
    $uploadRefusal,
    $jobRefusal,
    $downloadRefusal,
  ]);
  const [upload, follow, leave, download] = useUnit([uploadRequested, jobFollowed, importLeft, downloadFx]);
  const uploadText = useRefusalWords(uploadRefusal);
  const jobText = useRefusalWords(jobRefusal);
  const downloadText = useRefusalWords(downloadRefusal);
  useEffect(() => {
    if (asked !== null) follow(asked);
  }, [asked, follow]);
  useEffect(() => () => leave(), [leave]);
  // A new upload's job goes into the URL.
  useEffect(() => {
    if (job && job.id !== asked) setParams({ job: String(job.id) }, { replace: true });
  }, [job, asked, setParams]);
  return (
    <Stack gap="6">
      <SheetDownloads
        downloading={downloading}
        refusal={downloadText}
        onDownload={(file, search) =>
          void download({ file, filter: { ...NO_SHEET_FILTER, search } })
            .then((blob) => saveFile(blob, SHEET_FILES[file]))
            .catch(() => {})
        }
      />
      <SheetUpload uploading={uploading} refusal={uploadText} onUpload={upload} />
      {!job && asked !== null && jobText && (
        <ListFailed
          testId="import-job-error"
          text={jobText}
          refusal={jobRefusal}
          onRetry={() => follow(asked)}
        />
      )}
      {job && job.id === (asked ?? job.id) && (
        <>
          <ImportProgress job={job} refusal={jobText} onRetry={() => follow(job.id)} />
          <ImportErrors key={job.id} errors={job.errors} errorCount={job.errorCount} />
        </>
      )}
    </Stack>
  );
}
