import { iconLabel, SITE_ICONS } from '@/kit/site-icons';

/** The options of a select, each `{ value, label }` as a choice field or a filter lists them. */
export function ChoiceOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** The options of an icon field's select: every icon a block can show, by a readable name. */
export function IconOptions() {
  return <ChoiceOptions options={SITE_ICONS.map((name) => ({ value: name, label: iconLabel(name) }))} />;
}
