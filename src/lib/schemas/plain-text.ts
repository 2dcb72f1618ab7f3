// zod/mini: the contact form's schema uses this rule in visitors' browsers too, where bytes count.
import { refine } from 'zod/mini';

// C0 control characters: PostgreSQL refuses NUL (22021) and SQLite reads text back cut at it.
const CONTROL_SINGLE_LINE = /[\u0000-\u001F]/;
// Multi-line fields (textareas) keep tab, line feed and carriage return.
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// A lone UTF-16 surrogate, which the database would store as U+FFFD (isWellFormed is missing in older browsers).
const LONE_SURROGATE = /\p{Cs}/u;

const plainTextMessages = {
  control: (label: string) => `${label} must not contain control characters`,
  illFormed: (label: string) => `${label} must be valid Unicode text`,
};

/** What is wrong with a text value a database could not store as it is, or null when it is fine. */
export function plainTextProblem(value: string, label: string, multiline = false): string | null {
  if ((multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value)) return plainTextMessages.control(label);
  if (LONE_SURROGATE.test(value)) return plainTextMessages.illFormed(label);
  return null;
}

/**
 * The rule every text field of every schema applies (zod and zod/mini alike, through `.check()`): no control
 * characters (tab and line breaks only where `multiline`) and well-formed Unicode, so what is stored reads back as answered.
 */
export function plainText(label: string, { multiline = false }: { multiline?: boolean } = {}) {
  return refine<string>((value) => plainTextProblem(value, label, multiline) === null, {
    error: (issue) => plainTextProblem(String(issue.input), label, multiline) ?? plainTextMessages.control(label),
  });
}
