import { ErrorCode, LANGUAGES, type Language } from '@shopkeeper/contract';
import { Form, Input, InputNumber } from 'antd';
import { LanguageTextsDialog } from '../../../components/language-texts-dialog.tsx';
import { refusedLanguage, useCodeRefusal } from '../../../lib/code-refusal.ts';
import { useFormRefusal } from '../../../lib/form-refusal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { type GoodsType, typeName, useSaveGoodsType } from '../api/catalogue.ts';

type Values = { names: Partial<Record<Language, string>>; sortOrder: number; icon?: string };

/**
 * Adds a goods type or edits one: its name in each of the ten languages (all needed; a
 * missing one the server names comes back under its field), its place in the order, an icon.
 */
export function GoodsTypeDialog({
  type,
  onClose,
  onSaved,
}: {
  type: GoodsType | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, lang } = useT();
  const [form] = Form.useForm<Values>();
  const save = useSaveGoodsType();
  const general = useCodeRefusal(
    form,
    useFormRefusal(form, save.error, {
      sortOrder: t('catalogue.types.sortOrder'),
      icon: t('catalogue.types.icon'),
    }),
    (error) => {
      const missing = refusedLanguage(error, [ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED]);
      return missing ? ['names', missing] : undefined;
    },
  );

  const submit = (values: Values) => {
    const names = Object.fromEntries(
      LANGUAGES.map((code) => [code, values.names[code]?.trim() ?? '']).filter(([, name]) => name),
    );
    save.mutate(
      {
        id: type?.id ?? null,
        fields: { names, sortOrder: values.sortOrder, icon: values.icon?.trim() || null },
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <LanguageTextsDialog<Values>
      title={
        type ? t('catalogue.types.editTitle', { name: typeName(type, lang) }) : t('catalogue.types.addTitle')
      }
      okText={t('catalogue.save')}
      cancelText={t('catalogue.cancel')}
      saving={save.isPending}
      form={form}
      refusal={general}
      initialValues={{ names: type?.names ?? {}, sortOrder: type?.sortOrder ?? 0, icon: type?.icon ?? '' }}
      onFinish={submit}
      onClose={onClose}
      field="names"
      labelFor={(language) => t('catalogue.types.nameIn', { language })}
      requiredMessage={t('catalogue.types.nameRequired')}
      maxLength={64}
      trailing={
        <>
          <Form.Item
            name="sortOrder"
            label={t('catalogue.types.sortOrder')}
            extra={t('catalogue.types.sortOrderHelp')}
          >
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="icon" label={t('catalogue.types.icon')} extra={t('catalogue.types.iconHelp')}>
            <Input maxLength={32} spellCheck={false} />
          </Form.Item>
        </>
      }
    />
  );
}
