import { useForm } from 'react-hook-form';
import { FormNote, SelectField, TextAreaField, TextField, formStyles } from '@/components/form';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { site } from '@/config/site';
import {
  CONTACT_SENDER_LIMIT,
  contactLimits,
  contactTopics,
  type ContactMessage,
  type ContactTopic,
} from '@/lib/model';
import { ContactLimitError } from '@/features/contact/api/sendContactMessage';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { ContactFormValues } from '@/features/contact/schema';
import { notify } from '@/lib/toast/notify';

interface ContactFormProps {
  /** Stores the message; the page passes the Firestore write, tests pass a spy. */
  send: (message: ContactMessage) => Promise<void>;
  initialTopic?: ContactTopic | undefined;
}

// The schema and zod load when the visitor starts on the form (or, at the latest, on Send).
const validation = lazyResolver(() => import('@/features/contact/schema').then((module) => module.contactResolver));

/** Name, e-mail, topic and message; validated before sending, kept on any error. */
export function ContactForm({ send, initialTopic }: ContactFormProps) {
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

  const limitMessage = (error: ContactLimitError) =>
    error.reason === 'tooSoon'
      ? t('contact:tooSoon', { seconds: error.waitSeconds })
      : t('contact:tooMany', { max: CONTACT_SENDER_LIMIT.perSession, phone: site.phone });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      if (error instanceof ContactLimitError) {
        notify('error', limitMessage(error));
        return;
      }
      console.error('contact message not stored', error);
      notify('error', t('contact:failed', { phone: site.phone }));
      return;
    }
    notify('success', t('contact:sent', { name: values.name }));
    reset({ name: '', email: '', topic: '', message: '' });
  });

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={validation.preload}
      aria-label={t('contact:formLabel')}
    >
      <FormNote>{t('contact:allRequired')}</FormNote>
      <TextField
        label={t('contact:name')}
        type="text"
        autoComplete="name"
        maxLength={contactLimits.name.max}
        error={errors.name}
        errorValues={contactLimits.name}
        {...register('name')}
      />
      <TextField
        label={t('contact:email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email}
        errorValues={contactLimits.email}
        {...register('email')}
      />
      <SelectField label={t('contact:topic')} error={errors.topic} {...register('topic')}>
        <option value="">{t('contact:chooseTopic')}</option>
        {contactTopics.map((topic) => (
          <option key={topic.value} value={topic.value}>
            {t(`contact:topics.${topic.value}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('contact:message')}
        rows={8}
        error={errors.message}
        errorValues={contactLimits.message}
        {...register('message')}
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('contact:sending') : t('contact:send')}
        </Button>
      </div>
    </form>
  );
}
