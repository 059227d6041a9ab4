import { z } from 'zod';
import { contactLimits, contactTopicValues } from './contact-message';

/** Form validation: each message says what is wrong and how to fix it. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(contactLimits.name.min, 'Please enter your name.')
    .max(contactLimits.name.max, `Please shorten your name to ${contactLimits.name.max} characters or fewer.`),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address so that we can reply.')
    .max(contactLimits.email.max, `An e-mail address can have at most ${contactLimits.email.max} characters.`)
    .pipe(z.email('Please enter an e-mail address like name@example.com.')),
  // A string in the form (the empty 'Choose a topic' option), one of the topics once valid.
  topic: z.string().pipe(z.enum(contactTopicValues, { error: 'Please choose the topic closest to your message.' })),
  message: z
    .string()
    .trim()
    .min(
      contactLimits.message.min,
      `Please write at least ${contactLimits.message.min} characters so that we can help.`,
    )
    .max(
      contactLimits.message.max,
      `Please shorten your message to ${contactLimits.message.max} characters or fewer, or write to us in two parts.`,
    ),
});

export type ContactFormValues = z.input<typeof contactSchema>;
