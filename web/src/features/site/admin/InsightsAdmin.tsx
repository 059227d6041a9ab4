import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/i18n/useTranslation';
import { z } from 'zod/mini';
import { CollectionEditor, type EditorFormProps } from '@/components/collection-editor/CollectionEditor';
import { publishActions, savedOutcome } from '@/components/collection-editor/publication';
import { dayText, fromDayText, text, toDayText } from '@/lib/forms/schema-helpers';
import { INSIGHT_KINDS, LIMITS } from '@/lib/model';
import { formatDate } from '@/i18n/format';
import {
  deleteInsight,
  fetchAllInsights,
  saveInsight,
  setInsightPublished,
  type Insight,
} from '@/features/site/api/insights';
import { TOPIC_LIMITS, parseLabels } from '@/features/site/api/labels';
import {
  CheckboxField,
  Form,
  FormActions,
  SelectField,
  TextAreaField,
  TextField,
  useSubmitForm,
} from '@/components/form';

const schema = z.object({
  kind: z.enum(INSIGHT_KINDS, 'contentAdmin:validation.required'),
  title: text(LIMITS.insight.title, 'contentAdmin:validation.title'),
  date: dayText,
  byline: text(LIMITS.insight.byline, 'contentAdmin:validation.byline'),
  summary: text(LIMITS.insight.summary, 'contentAdmin:validation.summary'),
  body: text(LIMITS.insight.body, 'contentAdmin:validation.body'),
  topics: z
    .string()
    .check(z.refine((value) => parseLabels(value, TOPIC_LIMITS) !== undefined, 'contentAdmin:validation.topics')),
  published: z.boolean(),
});
type Values = z.infer<typeof schema>;

function InsightForm({ initial, onSaved, onCancel }: EditorFormProps<Insight>) {
  const { t } = useTranslation();
  const { register, errors, isSubmitting, submit, failure } = useSubmitForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      kind: initial?.kind ?? 'news',
      title: initial?.title ?? '',
      date: toDayText(initial ? initial.date : new Date()),
      byline: initial?.byline ?? '',
      summary: initial?.summary ?? '',
      body: initial?.body ?? '',
      topics: initial?.tags.join(', ') ?? '',
      published: initial?.published ?? false,
    },
    save: async (values) => {
      await saveInsight(initial?.id ?? null, {
        kind: values.kind,
        title: values.title.trim(),
        date: fromDayText(values.date),
        byline: values.byline.trim(),
        summary: values.summary.trim(),
        body: values.body.trim(),
        tags: parseLabels(values.topics, TOPIC_LIMITS) ?? [],
        published: values.published,
      });
    },
    onSaved: (values) => onSaved(savedOutcome(t, { name: values.title.trim(), published: values.published })),
    what: 'the insight',
  });
  return (
    <Form onSubmit={submit}>
      <SelectField label={t('contentAdmin:fields.kind')} error={errors.kind} {...register('kind')}>
        {INSIGHT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`contentAdmin:insightKinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('contentAdmin:fields.title')} error={errors.title} {...register('title')} />
      <TextField label={t('contentAdmin:fields.date')} type="date" error={errors.date} {...register('date')} />
      <TextField label={t('contentAdmin:fields.byline')} error={errors.byline} {...register('byline')} />
      <TextAreaField
        label={t('contentAdmin:fields.summary')}
        rows={2}
        error={errors.summary}
        {...register('summary')}
      />
      <TextAreaField
        label={t('contentAdmin:fields.body')}
        hint={t('contentAdmin:fields.bodyHint')}
        rows={8}
        error={errors.body}
        {...register('body')}
      />
      <TextField
        label={t('contentAdmin:fields.topics')}
        hint={t('contentAdmin:fields.topicsHint')}
        error={errors.topics}
        {...register('topics')}
      />
      <CheckboxField label={t('contentAdmin:fields.published')} {...register('published')} />
      <FormActions failure={failure} submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}

export default function InsightsAdmin() {
  const { t } = useTranslation();
  return (
    <CollectionEditor<Insight>
      title={t('contentAdmin:sections.insights')}
      load={fetchAllInsights}
      describe={(item) => ({
        name: item.title,
        meta: [
          t(`contentAdmin:insightKinds.${item.kind}`),
          formatDate(item.date),
          t(`contentAdmin:status.${item.published ? 'published' : 'hidden'}`),
        ].join(' · '),
      })}
      actions={publishActions<Insight>(t, {
        name: (item) => item.title,
        published: (item) => item.published,
        setPublished: setInsightPublished,
      })}
      remove={deleteInsight}
      form={(props) => <InsightForm {...props} />}
    />
  );
}
