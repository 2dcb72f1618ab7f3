import 'server-only';
import { privateFileStore } from '../media/storage';
import { deleteApplicationRows, selectApplicationFiles, type ApplicationSelection } from '../repositories/applications';

// Applications leave whole: one deleted by staff, those past their retention, those of one e-mail address on a data
// subject's request. Their CVs go first, then the rows with their notes and notifications: a store that fails leaves
// the applications there to be deleted again (the next day's run, or staff's retry), never a CV nothing names.
const BATCH = 200;

/** Deletes the selected applications and their CVs; how many went. */
export async function eraseApplications(selection: ApplicationSelection): Promise<number> {
  const store = privateFileStore();
  let erased = 0;
  for (;;) {
    const batch = await selectApplicationFiles(selection, BATCH);
    if (batch.length === 0) return erased;
    await store.remove(batch.map((application) => application.cvKey));
    erased += await deleteApplicationRows(batch.map((application) => application.id));
  }
}
