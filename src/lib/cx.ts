/**
 * Joins class names without resolving conflicts, for client components whose classes never override each other:
 * `cn` (src/lib/cn.ts) brings tailwind-merge, about 8.5 KiB of gzip JavaScript, into every page that loads them.
 * Where a class must override another (a className prop on a base style), use `cn`, on the server if possible.
 */
export { clsx as cx } from 'clsx';
