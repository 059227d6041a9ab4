import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { toast } from 'react-toastify';
import { site } from '../../../config/site';
import { contactLimits, contactTopics, type ContactMessage, type ContactTopic } from '../contact-message';
import { contactSchema, type ContactFormValues } from '../schema';
import './ContactForm.css';

interface ContactFormProps {
  /** Stores the message; the page passes the Firestore write, tests pass a spy. */
  send: (message: ContactMessage) => Promise<void>;
  initialTopic?: ContactTopic | undefined;
}

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  return error ? (
    <p id={id} className="contact-form__error">
      {error.message}
    </p>
  ) : null;
}

/** Name, e-mail, topic and message; validated before sending, kept on any error. */
export function ContactForm({ send, initialTopic }: ContactFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', topic: initialTopic ?? '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values);
      toast.success(`Thank you, ${values.name}. Your message has reached us; we reply within two working days.`);
      reset({ name: '', email: '', topic: '', message: '' });
    } catch (error) {
      console.error('contact message not stored', error);
      toast.error(
        `Sorry, your message could not be sent. It is still in the form: please try again in a moment, or call us at ${site.phone}.`,
      );
    }
  });

  // Each field's error is tied to it by aria-describedby, and aria-invalid marks it.
  const field = (name: keyof ContactFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Contact form">
      <p className="contact-form__hint">All fields are required.</p>

      <div className="contact-form__field">
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          type="text"
          autoComplete="name"
          maxLength={contactLimits.name.max}
          {...field('name')}
          {...register('name')}
        />
        <FieldMessage id={`${id}-name-error`} error={errors.name} />
      </div>

      <div className="contact-form__field">
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <input type="email" autoComplete="email" inputMode="email" {...field('email')} {...register('email')} />
        <FieldMessage id={`${id}-email-error`} error={errors.email} />
      </div>

      <div className="contact-form__field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select {...field('topic')} {...register('topic')}>
          <option value="">Choose a topic</option>
          {contactTopics.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label}
            </option>
          ))}
        </select>
        <FieldMessage id={`${id}-topic-error`} error={errors.topic} />
      </div>

      <div className="contact-form__field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea rows={8} {...field('message')} {...register('message')} />
        <FieldMessage id={`${id}-message-error`} error={errors.message} />
      </div>

      <button type="submit" className="contact-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
