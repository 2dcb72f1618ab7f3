import { iconLabel, SITE_ICONS } from '@/kit/site-icons';

/** The options of an icon field's select: every icon a block can show, by a readable name. */
export function IconOptions() {
  return SITE_ICONS.map((name) => (
    <option key={name} value={name}>
      {iconLabel(name)}
    </option>
  ));
}
