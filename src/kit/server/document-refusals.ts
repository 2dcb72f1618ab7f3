// Why a write to a document was refused, for document-answers.ts to turn into the API's answers (412, 409).

/** A save that named a revision someone else has since replaced. */
export class StaleDocument extends Error {
  constructor(readonly lastAuthor: string, readonly lastSavedAt: string) {
    super('Stale revision');
  }
}

/** A publication that found nothing to publish, or a schedule of nothing. */
export class NothingToPublish extends Error {}
