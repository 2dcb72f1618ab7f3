import 'server-only';
import { privateFileStore } from '../media/storage';
import { deleteApplicationRows, selectApplicationFiles, type ApplicationSelection, type BeforeCommit } from '../repositories/applications';

// Applications leave whole: one deleted by staff, those past their retention, those of one e-mail address on a data
// subject's request. Per batch, the CVs go first, then the rows with their notes and notifications and the audit
// entries of the deletion, in one transaction. A CV is personal data: a failure leaves at worst a row whose CV is
// gone (deleted again by the next run or staff's retry), never a CV that nothing names. The files are not removed
// inside the transaction: a slow store would hold the database (SQLite's one connection) meanwhile.
const BATCH = 200;

/** Deletes the selected applications and their CVs; `record` writes audit entries in each batch's transaction. How many went. */
export async function eraseApplications(selection: ApplicationSelection, record?: BeforeCommit): Promise<number> {
  const store = privateFileStore();
  let erased = 0;
  for (;;) {
    const batch = await selectApplicationFiles(selection, BATCH);
    if (batch.length === 0) return erased;
    await store.remove(batch.map((application) => application.cvKey));
    erased += await deleteApplicationRows(
      batch.map((application) => application.id),
      record,
    );
  }
}
