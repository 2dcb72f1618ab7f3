// The field builders a definition is written with (`f.text({…})`, `defineBlock({…})`); the field types are in fields.ts.
import type { AddressField, AnchorField, BlockDefinition, BlocksField, ChoiceField, ChoicesField, DateField, DateTimeField, EmailField, GroupField, IconField, ImageField, LinkField, ListField, MediaField, NumberField, RichTextField, SlugField, TextField, TextareaField, ToggleField } from './fields';

/** The field builders; `const` keeps `required: true` a literal, so the value types follow the rule. */
export const f = {
  text: <const C extends Omit<TextField, 'type'>>(config: C) => ({ type: 'text', ...config }) as const,
  textarea: <const C extends Omit<TextareaField, 'type'>>(config: C) => ({ type: 'textarea', ...config }) as const,
  richText: <const C extends Omit<RichTextField, 'type'>>(config: C) => ({ type: 'richText', ...config }) as const,
  image: <const C extends Omit<ImageField, 'type'>>(config: C) => ({ type: 'image', ...config }) as const,
  toggle: <const C extends Omit<ToggleField, 'type'>>(config: C) => ({ type: 'toggle', ...config }) as const,
  number: <const C extends Omit<NumberField, 'type'>>(config: C) => ({ type: 'number', ...config }) as const,
  date: <const C extends Omit<DateField, 'type'>>(config: C) => ({ type: 'date', ...config }) as const,
  address: <const C extends Omit<AddressField, 'type'>>(config: C) => ({ type: 'address', ...config }) as const,
  slug: <const C extends Omit<SlugField, 'type'>>(config: C) => ({ type: 'slug', ...config }) as const,
  dateTime: <const C extends Omit<DateTimeField, 'type'>>(config: C) => ({ type: 'dateTime', ...config }) as const,
  media: <const C extends Omit<MediaField, 'type'>>(config: C) => ({ type: 'media', ...config }) as const,
  icon: <const C extends Omit<IconField, 'type'>>(config: C) => ({ type: 'icon', ...config }) as const,
  choice: <const C extends Omit<ChoiceField, 'type'>>(config: C) => ({ type: 'choice', ...config }) as const,
  choices: <const C extends Omit<ChoicesField, 'type'>>(config: C) => ({ type: 'choices', ...config }) as const,
  email: <const C extends Omit<EmailField, 'type'>>(config: C) => ({ type: 'email', ...config }) as const,
  anchor: <const C extends Omit<AnchorField, 'type'>>(config: C) => ({ type: 'anchor', ...config }) as const,
  link: <const C extends Omit<LinkField, 'type'>>(config: C) => ({ type: 'link', ...config }) as const,
  group: <const C extends Omit<GroupField, 'type'>>(config: C) => ({ type: 'group', ...config }) as const,
  list: <const C extends Omit<ListField, 'type'>>(config: C) => ({ type: 'list', ...config }) as const,
  blocks: <const C extends Omit<BlocksField, 'type'>>(config: C) => ({ type: 'blocks', ...config }) as const,
};

/** A block type's definition: plain data, so the staff form gets it whole (its component is in src/blocks/). */
export const defineBlock = <const B extends BlockDefinition>(block: B) => block;
