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
