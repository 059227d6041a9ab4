import { useForm } from 'react-hook-form';
import { Form, FormNote, SelectField, TextAreaField, TextField, formStyles } from '@/components/form';
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
import { useAction } from '@/lib/actions/use-action';
import type { ErrorKeys } from '@/lib/errors/error-message';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { ContactFormValues } from '@/features/contact/schema';

interface ContactFormProps {
  /** Stores the message; the page passes the Firestore write, tests pass a spy. */
  send: (message: ContactMessage) => Promise<void>;
  initialTopic?: ContactTopic | undefined;
}

// The schema and zod load when the visitor starts on the form (or, at the latest, on Send).
const validation = lazyResolver(() => import('@/features/contact/schema').then((module) => module.contactResolver));

/** Why a message was not sent: the visit's limit (ContactLimitError), or any other failure. */
const SEND_ERRORS: ErrorKeys = {
  'contact/tooSoon': 'contact:tooSoon',
  'contact/tooMany': 'contact:tooMany',
  default: 'contact:failed',
};

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

  const sending = useAction(
    async (values: ContactMessage) => {
      await send(values);
      reset({ name: '', email: '', topic: '', message: '' });
    },
    {
      what: 'Storing the contact message',
      failure: SEND_ERRORS,
      values: (error) => ({
        seconds: error instanceof ContactLimitError ? error.waitSeconds : 0,
        max: CONTACT_SENDER_LIMIT.perSession,
        phone: site.phone,
      }),
      success: (_, values) => t('contact:sent', { name: values.name }),
      show: 'toast',
    },
  );
  const onSubmit = handleSubmit(async (values) => {
    await sending.run(values);
  });

  return (
    <Form onSubmit={(event) => void onSubmit(event)} onFocus={validation.preload} label={t('contact:formLabel')}>
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
    </Form>
  );
}
