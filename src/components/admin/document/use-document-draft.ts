'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, apiRequest, apiResponse } from '@/lib/api-client';
import type { Fields } from '@/kit/fields';
import { schemasOf } from '@/kit/kind-schemas';
import { revisionEtag } from '@/kit/revision-etag';
import { errorsOf, holdsUnsavedWork, type DocumentState, type SaveState } from './draft-state';

// The working copy of a document in the editor page: loaded once, saved as a draft by itself 800 ms after the last
// change (checked first with the API's own schema), and published on demand. Saves go one at a time, each with the
// revision the last one returned (If-Match), so a save over someone else's is refused, never silent.

const SAVE_AFTER_MS = 800;

type Values = Record<string, unknown>;

export function useDocumentDraft(url: string, fields: Fields) {
  const names = useMemo(() => Object.keys(fields), [fields]);
  const schema = useMemo(() => schemasOf(fields).create, [fields]);
  const [values, setValues] = useState<Values | null>(null);
  const [doc, setDoc] = useState<DocumentState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const latest = useRef<Values | null>(null);
  const revision = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const unsaved = useRef(false);

  const adopt = useCallback(
    (data: Values & DocumentState) => {
      revision.current = data.revision;
      setDoc({ status: data.status, live: data.live, liveAddress: data.liveAddress ?? null, revision: data.revision, publishAt: data.publishAt, publishBatch: data.publishBatch ?? null, publishedAt: data.publishedAt, checks: data.checks ?? [] });
      return Object.fromEntries(names.map((name) => [name, data[name]]));
    },
    [names],
  );

  useEffect(() => {
    let stopped = false;
    apiRequest<{ data: Values & DocumentState }>(url)
      .then(({ data }) => {
        if (stopped) return;
        const loaded = adopt(data);
        latest.current = loaded;
        setValues(loaded);
      })
      .catch(() => !stopped && setLoadFailed(true));
    return () => {
      stopped = true;
    };
  }, [url, adopt]);

  /** Saves what is typed now, after any save in flight; true when the server has it. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // Another caller may start a save while this one waits: wait until none is running.
    while (inFlight.current) await inFlight.current;
    if (!unsaved.current || !latest.current) return true;
    const parsed = schema.safeParse(latest.current);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setSave({ kind: 'invalid' });
      return false;
    }
    setErrors({});
    const sending = latest.current;
    unsaved.current = false;
    setSave({ kind: 'saving' });
    const attempt = (async () => {
      try {
        const response = await apiResponse(url, { method: 'PATCH', body: sending, headers: { 'If-Match': revisionEtag(revision.current) } });
        adopt(((await response.json()) as { data: Values & DocumentState }).data);
        setSave(unsaved.current ? { kind: 'pending' } : { kind: 'saved', at: new Date() });
        return true;
      } catch (error) {
        unsaved.current = true;
        if (error instanceof ApiError && error.status === 412) setSave({ kind: 'conflict', message: error.serverMessage ?? error.message });
        else if (error instanceof ApiError && error.fields) {
          setErrors(error.fields);
          setSave({ kind: 'invalid' });
        } else setSave({ kind: 'failed', message: error instanceof ApiError ? error.serverMessage : undefined });
        return false;
      }
    })();
    inFlight.current = attempt;
    const saved = await attempt;
    inFlight.current = null;
    return saved;
  }, [url, schema, adopt]);

  const change = useCallback(
    (next: Values) => {
      latest.current = next;
      unsaved.current = true;
      setValues(next);
      setSave((current) => (current.kind === 'conflict' ? current : { kind: 'pending' }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
    },
    [flush],
  );

  /** Publishes now (`publishAt` absent), at a time, or cancels a schedule (`null`), after saving what is typed. */
  const publish = useCallback(
    async (publishAt?: string | null) => {
      if (!(await flush())) return false;
      const body = publishAt === undefined ? undefined : { publishAt };
      try {
        const response = await apiResponse(`${url}/publish`, { method: 'POST', body, headers: { 'If-Match': revisionEtag(revision.current) } });
        adopt(((await response.json()) as { data: Values & DocumentState }).data);
        return true;
      } catch (error) {
        // A publication the checks refused: each problem under its field, as a refused save's are.
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        throw error;
      }
    },
    [url, flush, adopt],
  );

  /**
   * Publishes this document with others (`{ kind, id }`: the navigation's unpublished changes) in one transaction,
   * now or, with `publishAt`, together at that time, after saving what is typed (POST /api/admin/publish).
   */
  const publishWith = useCallback(
    async (others: ReadonlyArray<{ kind: string; id: string }>, own: { kind: string; id: string }, publishAt?: string) => {
      if (!(await flush())) return false;
      try {
        const response = await apiResponse('/api/admin/publish', { method: 'POST', body: { items: [own, ...others], ...(publishAt ? { publishAt } : {}) } });
        adopt(((await response.json()) as { data: Array<Values & DocumentState> }).data[0]!);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.fields) setErrors(Object.fromEntries(Object.entries(error.fields).filter(([path]) => path.startsWith('items.0.')).map(([path, message]) => [path.slice('items.0.'.length), message])));
        throw error;
      }
    },
    [flush, adopt],
  );

  /** Makes an earlier version the draft (after saving what is typed, so that too is a version to go back to). */
  const restore = useCallback(
    async (versionId: string) => {
      if (!(await flush())) return false;
      const response = await apiResponse(`${url}/versions/${versionId}/restore`, { method: 'POST', headers: { 'If-Match': revisionEtag(revision.current) } });
      const restored = adopt(((await response.json()) as { data: Values & DocumentState }).data);
      latest.current = restored;
      setValues(restored);
      setErrors({});
      setSave({ kind: 'saved', at: new Date() });
      return true;
    },
    [url, flush, adopt],
  );

  /** Deletes the document (staff confirmed it): a pending save is dropped with it, so leaving asks nothing. */
  const remove = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    await inFlight.current;
    await apiResponse(url, { method: 'DELETE' });
    unsaved.current = false;
    setSave({ kind: 'idle' });
  }, [url]);

  /** While staff are asked whether to discard what is typed: no save starts (one in flight still ends). */
  const hold = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  /** Staff kept editing: what is typed saves after the usual pause. */
  const resume = useCallback(() => {
    if (unsaved.current && !timer.current) timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
  }, [flush]);
  /** Staff discarded what is typed: it is never sent, and leaving asks nothing more. */
  const drop = useCallback(() => {
    hold();
    unsaved.current = false;
    setSave({ kind: 'idle' });
  }, [hold]);
  const savingByItself = useMemo(() => ({ hold, resume, drop }), [hold, resume, drop]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const dirty = holdsUnsavedWork(save);
  return { values, doc, loadFailed, save, errors, dirty, change, flush, publish, publishWith, restore, remove, savingByItself };
}
