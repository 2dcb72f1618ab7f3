import 'server-only';
import { sql, type DatabaseIntrospector, type Kysely } from 'kysely';

/**
 * The database as the Migrator should see it on PostgreSQL: its introspection limited to our own schema. Kysely's
 * introspector reads every table of every schema (with pg_get_serial_sequence on each), so a schema that another
 * connection drops meanwhile (tests do, in parallel) failed our start-up with "schema … does not exist".
 */
export function withIntrospectionOf(db: Kysely<unknown>, schema: string): Kysely<unknown> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => [{ name: schema }],
    getTables: async () => {
      const { rows } = await sql<{ name: string; type: string }>`
        select table_name as name, table_type as type from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map((row) => ({ name: row.name, schema, isView: row.type === 'VIEW', columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read private fields: they must run on the real instance, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
