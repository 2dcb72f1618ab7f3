// The application's messages, apart from its schema: the form in the browser shows some of them without loading zod.
export const applicationMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  linkedin: 'LinkedIn must be the address of a LinkedIn profile, such as https://www.linkedin.com/in/your-name',
  motivation: 'Tell us in a few sentences why this role (at least 20 characters)',
  consent: 'Please agree to us keeping your application for the retention period',
  cv: 'Please attach your CV: a PDF or Word document (.docx) of up to 5 MB',
  cvType: 'Your CV must be a PDF or a Word document (.docx); this file is neither',
  cvSize: 'Your CV must be at most 5 MB',
  closed: 'This position is no longer open: have a look at the open positions, or send a general application',
} as const;
