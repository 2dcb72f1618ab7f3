import { applicationsCopy as copy } from '@/content/admin-applications';
import { APPLICATION_STATUSES } from '@/lib/schemas/application';

/** The statuses of an application as a select's options, in the order of the hiring steps. */
export function StatusOptions() {
  return APPLICATION_STATUSES.map((status) => (
    <option key={status} value={status}>
      {copy.statuses[status]}
    </option>
  ));
}
