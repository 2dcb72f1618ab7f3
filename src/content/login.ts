/** Copy of the staff sign-in page (/admin/login). */
export const loginCopy = {
  metaTitle: 'Staff sign-in',
  title: 'Sign in',
  intro: 'For SmartTech staff: manage the site’s content, leads and applications.',
  homeLink: 'SmartTech home',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Enter your password',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts, try again in a few minutes',
  failed: 'Sign-in failed. Please try again.',
  offline: 'Could not reach the server. Check your connection and try again.',
} as const;

/** Copy of an invitation's page (/admin/invite/{token}). */
export const inviteCopy = {
  metaTitle: 'Join the staff',
  title: 'Join the SmartTech staff',
  intro: (role: string, email: string) => `You are invited as ${role}, with ${email}. Choose how your name shows and a password.`,
  closedTitle: 'This link does not work',
  signIn: 'Go to sign-in',
  email: 'Email',
  name: 'Your name',
  password: 'Password',
  passwordHint: 'At least 12 characters, not a common password. A few unrelated words work well.',
  confirm: 'Password again',
  mismatch: 'The two passwords differ',
  nameRequired: 'Enter your name',
  submit: 'Create my account',
  submitting: 'Creating your account...',
  failed: 'Your account could not be created. Please try again.',
} as const;

/** Copy of "Forgot password?" (/admin/login/forgot) and a reset link's page (/admin/login/reset/{token}). */
export const resetCopy = {
  forgotLink: 'Forgot password?',
  forgotMetaTitle: 'Reset your password',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the e-mail address of your staff account. We send it a link to choose a new password.',
  email: 'Email',
  send: 'Send the link',
  sending: 'Sending...',
  sent: (email: string) => `If ${email} belongs to a staff account, a link is on its way; it works for an hour. Check your inbox, and your spam folder.`,
  back: 'Back to sign-in',
  resetMetaTitle: 'Choose a new password',
  resetTitle: 'Choose a new password',
  resetIntro: (email: string) => `For ${email}. Setting it signs you out on every device.`,
  closedTitle: 'This link does not work',
  newPassword: 'New password',
  hint: 'At least 12 characters, not a common password. A few unrelated words work well.',
  confirm: 'New password again',
  mismatch: 'The two passwords differ',
  save: 'Set the new password',
  saving: 'Saving...',
  failed: 'That did not work. Please try again.',
} as const;

/** Copy of the first run's page (/admin/setup/{token}) and the sign-in page's note before it. */
export const setupCopy = {
  metaTitle: 'Set up the staff area',
  title: 'Set up the staff area',
  intro: 'No staff account exists yet. Create the first admin: it can then invite the rest of the team.',
  closedTitle: 'This link does not work',
  signIn: 'Go to sign-in',
  email: 'Email',
  name: 'Your name',
  password: 'Password',
  hint: 'At least 12 characters, not a common password. A few unrelated words work well.',
  confirm: 'Password again',
  mismatch: 'The two passwords differ',
  submit: 'Create the admin account',
  submitting: 'Creating the account...',
  failed: 'The account could not be created. Please try again.',
  notice: 'No staff account exists yet. When the server started, it printed a one-time set-up address in its log (the line begins with “First run”): open it to create the first admin.',
} as const;

/** Copy of the second step of a sign-in (/admin/login/two-factor). */
export const twoFactorCopy = {
  metaTitle: 'Two-factor sign-in',
  title: 'Enter your code',
  intro: 'Open your authenticator app and enter the 6-digit code it shows for SmartTech staff.',
  recoveryIntro: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.',
  code: 'Code',
  recoveryCode: 'Recovery code',
  submit: 'Verify',
  submitting: 'Verifying...',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the code from the app instead',
  wrong: 'That code is not right. Check the time on your phone and try the new code.',
  missing: 'Enter the code first.',
  expired: 'This sign-in took too long. Sign in again.',
  signInAgain: 'Sign in again',
  failed: 'The code could not be checked. Please try again.',
} as const;
