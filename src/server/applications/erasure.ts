import 'server-only';
import { privateFileStore } from '../media/storage';
import { deleteApplicationRows, selectApplicationFiles, type ApplicationSelection, type BeforeCommit } from '../repositories/applications';

// Applications leave whole: one deleted by staff, those past their retention, those of one e-mail address on a data
// subject's request. The rows go with their notes and notifications (and a staff deletion's audit entry), then their
// CVs, before that transaction commits: a store that fails, or an entry that cannot be written, leaves the
// applications there to be deleted again (the next day's run, or staff's retry), never a CV nothing names.
const BATCH = 200;

/** Deletes the selected applications and their CVs; `record` writes audit entries in each batch's transaction. How many went. */
export async function eraseApplications(selection: ApplicationSelection, record?: BeforeCommit): Promise<number> {
  const store = privateFileStore();
  let erased = 0;
  for (;;) {
    const batch = await selectApplicationFiles(selection, BATCH);
    if (batch.length === 0) return erased;
    erased += await deleteApplicationRows(
      batch.map((application) => application.id),
      async (trx, deleted) => {
        await record?.(trx, deleted);
        await store.remove(batch.map((application) => application.cvKey));
      },
    );
  }
}
