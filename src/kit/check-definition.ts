// The rules every kind's definition must keep, checked once when the definition is imported (defineKind): a bad one
// stops the build or the server with a message naming the kind, never a screen that half works.
import type { KindDefinition, Storage } from './define-kind';
import type { Fields } from './fields';
import { checkForm, checkList } from './kind-screens';

const KIND_KEY = /^[a-z][a-z0-9-]{1,39}$/;

export function checkDefinition<S extends Storage, F extends Fields>(definition: KindDefinition<string, S, F>) {
  // 'all' is the change protocol's "everything"; 'globals' a segment of the admin API.
  if (!KIND_KEY.test(definition.key) || ['all', 'globals'].includes(definition.key)) throw new Error(`Kind key "${definition.key}" must be lower case letters, digits and hyphens`);
  for (const [key, field] of Object.entries(definition.fields)) {
    if (!field.label) throw new Error(`Field "${key}" of kind "${definition.key}" has no label`);
  }
  // The generated dialog draws one control per top-level field; nested ones need the editor page.
  const nested = Object.entries(definition.fields).filter(([, field]) => ['group', 'list', 'blocks'].includes(field.type));
  if ((definition.editor ?? 'dialog') === 'dialog' && nested.length > 0) {
    throw new Error(`Kind "${definition.key}" has fields the staff dialog cannot edit (${nested.map(([key]) => key).join(', ')}): give it editor: 'page'`);
  }
  // A table's columns are typed by hand (server/repositories/field-map.ts); a number is a document's field.
  if (Object.values(definition.fields).some((field) => field.type === 'number') && !('documents' in definition.storage)) throw new Error(`Kind "${definition.key}" has a number field, which needs storage: { documents: true }`);
  // The editor page saves drafts and publishes them: only documents have those.
  if (definition.editor === 'page' && !('documents' in definition.storage)) throw new Error(`Kind "${definition.key}" has an editor page, which needs storage: { documents: true }`);
  if (definition.singleton && (definition.editor !== 'page' || !('documents' in definition.storage))) throw new Error(`Kind "${definition.key}" is a singleton: it needs editor: 'page' and storage: { documents: true }`);
  checkList(definition);
  checkForm(definition);
  const order = definition.order?.field;
  if ('documents' in definition.storage && order && order !== 'createdAt' && order !== 'updatedAt') {
    throw new Error(`Kind "${definition.key}" is kept in documents: it can be ordered by createdAt or updatedAt only`);
  }
}
