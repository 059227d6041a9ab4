import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { site } from '../../../config/site';
import { contactLimits, contactTopics, type ContactMessage, type ContactTopic } from '../../../lib/model';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import type { ContactFormValues } from '../schema';
import './ContactForm.css';
import { notify } from '../../../lib/toast/notify';

interface ContactFormProps {
  /** Stores the message; the page passes the Firestore write, tests pass a spy. */
  send: (message: ContactMessage) => Promise<void>;
  initialTopic?: ContactTopic | undefined;
}

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation();
  return error?.message ? (
    <p id={id} className="contact-form__error">
      {t(error.message, { min: contactLimits.message.min, max: maxFor(error.message) })}
    </p>
  ) : null;
}

/** The limit a "too long" message names, by the field its key is about. */
function maxFor(key: string): number {
  if (key.includes('name')) return contactLimits.name.max;
  if (key.includes('email')) return contactLimits.email.max;
  return contactLimits.message.max;
}

// The schema and zod load when the visitor starts on the form (or, at the latest, on Send).
const validation = lazyResolver(() => import('../schema').then((module) => module.contactResolver));

/** Name, e-mail, topic and message; validated before sending, kept on any error. */
export function ContactForm({ send, initialTopic }: ContactFormProps) {
  const id = useId();
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', topic: initialTopic ?? '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      console.error('contact message not stored', error);
      notify('error', t('contact:failed', { phone: site.phone }));
      return;
    }
    notify('success', t('contact:sent', { name: values.name }));
    reset({ name: '', email: '', topic: '', message: '' });
  });

  // Each field's error is tied to it by aria-describedby, and aria-invalid marks it.
  const field = (name: keyof ContactFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={validation.preload}
      aria-label={t('contact:formLabel')}
    >
      <p className="contact-form__hint">{t('contact:allRequired')}</p>

      <div className="contact-form__field">
        <label htmlFor={`${id}-name`}>{t('contact:name')}</label>
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
        <label htmlFor={`${id}-email`}>{t('contact:email')}</label>
        <input type="email" autoComplete="email" inputMode="email" {...field('email')} {...register('email')} />
        <FieldMessage id={`${id}-email-error`} error={errors.email} />
      </div>

      <div className="contact-form__field">
        <label htmlFor={`${id}-topic`}>{t('contact:topic')}</label>
        <select {...field('topic')} {...register('topic')}>
          <option value="">{t('contact:chooseTopic')}</option>
          {contactTopics.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {t(`contact:topics.${topic.value}`)}
            </option>
          ))}
        </select>
        <FieldMessage id={`${id}-topic-error`} error={errors.topic} />
      </div>

      <div className="contact-form__field">
        <label htmlFor={`${id}-message`}>{t('contact:message')}</label>
        <textarea rows={8} {...field('message')} {...register('message')} />
        <FieldMessage id={`${id}-message-error`} error={errors.message} />
      </div>

      <button type="submit" className="contact-form__submit" disabled={isSubmitting}>
        {isSubmitting ? t('contact:sending') : t('contact:send')}
      </button>
    </form>
  );
}
