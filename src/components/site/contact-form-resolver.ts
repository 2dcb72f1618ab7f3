import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { contactSchema, type ContactInput } from '@/lib/schemas/contact';

/** The browser half of "one rule, two places": the server action validates with the same schema. */
export const contactResolver: Resolver<ContactInput> = zodResolver(contactSchema);
