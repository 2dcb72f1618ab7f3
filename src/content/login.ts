/** Copy of the staff sign-in page (/admin/login). */
export const loginCopy = {
  metaTitle: 'Staff sign-in',
  title: 'Sign in',
  intro: 'For SmartTech staff: manage testimonials, resources and contact requests.',
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
