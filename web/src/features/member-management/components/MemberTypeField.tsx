import { SelectField } from '@/components/form';
import { useTranslation } from '@/i18n/useTranslation';
import { MEMBER_TYPES, type MemberType } from '@/lib/model';

/** The member types an admin chooses from: approving an application, or changing a member's type. */
export function MemberTypeField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: MemberType;
  onChange: (type: MemberType) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as MemberType)}
      disabled={disabled}
    >
      {MEMBER_TYPES.map((option) => (
        <option key={option} value={option}>
          {t(`admin:typeOptions.${option}`)}
        </option>
      ))}
    </SelectField>
  );
}
