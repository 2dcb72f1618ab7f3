import type { Permission } from '@/lib/staff-roles';
/** Every piece of copy of the staff admin (titles, instructions, messages); no copy lives in admin JSX. */

export const adminShell = {
  staffLabel: 'Staff',
  homeLabel: 'SmartTech staff admin home',
  nav: [
    // The kinds on the content kit come after the dashboard, from their definitions (components/admin/admin-header.tsx).
    // Each with the permission its screen needs (src/lib/staff-roles.ts): a role sees only the screens it can use.
    { href: '/admin', label: 'Dashboard', permission: null },
    { href: '/admin/media', label: 'Media', permission: 'content:write' },
    { href: '/admin/redirects', label: 'Redirects', permission: 'content:write' },
    { href: '/admin/contact', label: 'Contact requests', permission: 'leads' },
    { href: '/admin/applications', label: 'Applications', permission: 'applications' },
    { href: '/admin/analytics', label: 'Analytics', permission: 'analytics' },
    { href: '/admin/users', label: 'Team', permission: 'accounts' },
    { href: '/admin/audit', label: 'Audit log', permission: 'accounts' },
  ] satisfies Array<{ href: string; label: string; permission: Permission | null }>,
  navLabel: 'Admin',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  signOutFailed: { title: 'Sign out failed', description: 'Please try again.' },
  backToDashboard: 'Back to dashboard',
  viewSite: 'View site',
};

export const dashboardCopy = {
  role: (role: string) => `Role: ${role}`,
  account: 'Your account',
  denied: (path: string, role: string) => `Your role (${role}) cannot open ${path}. Ask an admin if you need it.`,
  leads: {
    title: 'Leads',
    open: 'Open the inbox',
    new: 'New, not yet answered',
    overdue: 'Overdue: past the 24-hour promise',
    thisWeek: 'Last 7 days by source',
    noneThisWeek: 'No leads in the last 7 days.',
  },
  title: 'Dashboard',
  metaTitle: 'Staff dashboard',
  intro: 'Manage what the public site shows and follow up on the people who contacted us.',
  welcome: (name: string) => `Welcome back, ${name}`,
  signedInMember: 'Signed in',
  cards: {
    contact: {
      title: 'Contact requests',
      description: 'Read and follow up on messages sent through the contact form.',
      cta: 'Open the inbox',
      newCount: (count: number) => (count === 1 ? '1 new request' : `${count} new requests`),
    },
    applications: {
      title: 'Applications',
      description: 'Read job seekers’ applications and download their CVs.',
      cta: 'Open the applications',
      newCount: (count: number) => (count === 1 ? '1 new application' : `${count} new applications`),
    },
  },
  instructionsTitle: 'How to manage content',
  instructions: [
    { title: 'Testimonials', body: "Active testimonials appear on the home page in the 'Real Results for Real Businesses' section. Deactivate one to hide it without deleting it." },
    { title: 'Metrics', body: 'A testimonial metric (for example "37%") needs a metric title (for example "Cloud cost reduction") so that visitors know what it measures.' },
    { title: 'Case studies from Notion', body: 'To publish a case study written in Notion, paste the Notion page or its link into the Content field of the resource: the page shows a link card to it.' },
  ],
  imageGuideTitle: 'Image guide',
  imageGuides: [
    { label: 'Testimonial photos', value: 'square 1:1, at least 256x256' },
    { label: 'Resource images', value: '16:9, at least 1200x675' },
    { label: 'Industry headers', value: '21:9, at least 1600x686' },
  ],
  helpTitle: 'Need help?',
  helpBody: 'Write to',
};

export const listStates = {
  loading: (what: string) => `Loading ${what}`,
  retry: 'Retry',
  retrying: 'Retrying...',
};

export const feedback = {
  validation: { title: 'Validation Error', description: 'Please fill in all required fields.' },
  successTitle: 'Success!',
  success: (entity: string, action: 'created' | 'updated' | 'deleted') => `${entity} ${action} successfully.`,
  failure: (action: 'create' | 'update' | 'delete', entity: string) => `Failed to ${action} ${entity}. Please try again.`,
  errorTitle: 'Error',
};

export const actionLabels = {
  save: 'Save',
  saving: 'Saving...',
  update: 'Update',
  updating: 'Updating...',
  delete: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  close: 'Close',
  edit: 'Edit',
  closeDialog: 'Close dialog',
};

export const deleteDialog = {
  title: 'Confirm Deletion',
  body: (name: string) => `Are you sure you want to delete "${name}"? This cannot be undone.`,
};

/** Asked before a form with unsaved changes closes or its page is left; offered when a form finds a local copy. */
export const unsavedCopy = {
  title: 'Discard unsaved changes?',
  body: 'What you changed in this form has not been saved. Discard it, or keep editing and save it.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
  restoreQuestion: (when: string) => `Restore unsaved changes from ${when}?`,
  restoreBody: 'This browser kept a copy of what you typed here last time, before it was saved.',
  restoreNewer: (when: string) =>
    `This was saved again since, on ${when}: restoring puts your older copy in the form, and saving it would replace that version.`,
  restore: 'Restore',
  discardCopy: 'Discard copy',
};

export const imagePreview = { missing: 'Missing Image', invalid: 'Invalid Image URL', alt: (name: string) => `Preview of ${name}` };

/** Under every paged staff list. */
export const pagerCopy = {
  previous: 'Previous',
  next: 'Next',
  position: (page: number, pages: number) => `${page} / ${pages}`,
};
