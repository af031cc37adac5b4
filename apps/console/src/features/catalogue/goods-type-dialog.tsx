import { ErrorCode, LANGUAGE_NAMES, LANGUAGES, type Language } from '@shopkeeper/contract';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useCodeRefusal } from '../../lib/code-refusal.ts';
import { RefusalAlert, useFormRefusal } from '../../lib/form-refusal.tsx';
import { useT } from '../../lib/i18n.ts';
import { type GoodsType, typeName, useSaveGoodsType } from './use-catalogue.ts';

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
      const missing = (error.data as { lang?: Language } | null)?.lang;
      return error.code === ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED && missing
        ? ['names', missing]
        : undefined;
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
    <Modal
      open
      title={
        type ? t('catalogue.types.editTitle', { name: typeName(type, lang) }) : t('catalogue.types.addTitle')
      }
      okText={t('catalogue.save')}
      cancelText={t('catalogue.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <RefusalAlert error={general} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ names: type?.names ?? {}, sortOrder: type?.sortOrder ?? 0, icon: type?.icon ?? '' }}
      >
        {/* Ten names side by side, two to a row, so the dialog fits a laptop screen. */}
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
            columnGap: 16,
          }}
        >
          {LANGUAGES.map((code) => (
            <Form.Item
              key={code}
              name={['names', code]}
              label={t('catalogue.types.nameIn', { language: LANGUAGE_NAMES[code] })}
              rules={[{ required: true, whitespace: true, message: t('catalogue.types.nameRequired') }]}
            >
              <Input maxLength={64} lang={code} />
            </Form.Item>
          ))}
        </div>
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
      </Form>
    </Modal>
  );
}
