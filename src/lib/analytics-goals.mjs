// The goals the site counts by itself (issue 24, docs/decisions/0039). A call to action counts under the name staff
// give it in the CMS (its `data-goal`). Plain JavaScript, shared by the server, the app and the beacon.
export const GOALS = /** @type {const} */ ({
  /** A contact request stored (not spam), counted by the server. */
  contact: 'Contact request',
  /** A booked audit: the scheduler's frame reporting a booked slot, or a click through to the booking page. */
  booking: 'Audit booking',
  /** A job application received, counted by the server. */
  application: 'Job application',
});

/** A goal the page's own code sees (the booking frame's "booked"): `dispatchEvent(new CustomEvent(GOAL_EVENT, { detail: name }))`. */
export const GOAL_EVENT = 'smarttech:goal';
