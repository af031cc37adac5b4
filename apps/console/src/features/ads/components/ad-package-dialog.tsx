import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shopkeeper/contract';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { RefusalAlert, useFormRefusal } from '../../../lib/form-refusal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { normaliseAmount } from '../../../lib/money-input.ts';
import { type AdPackage, packageName, useSaveAdPackage } from '../api/ads.ts';

type Texts = Partial<Record<Language, { name?: string; description?: string }>>;
type Values = { texts: Texts; price: string; hours: number; active: boolean; sortOrder: number };

/**
 * Adds an ad package or edits one: its name and description per language (English needed,
 * the others fall back to it), price, hours of boost, whether it is on sale, its place in
 * the order. Boosts already bought keep the price and hours they were bought at.
 */
export function AdPackageDialog({
  item,
  onClose,
  onSaved,
}: {
  item: AdPackage | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, lang } = useT();
  const [form] = Form.useForm<Values>();
  const save = useSaveAdPackage();
  const general = useFormRefusal(form, save.error, {
    price: t('ads.packages.price'),
    hours: t('ads.packages.hours'),
    sortOrder: t('ads.packages.sortOrder'),
    'texts.en.name': t('ads.packages.nameIn', { language: LANGUAGE_NAMES.en }),
  });

  const submit = (values: Values) => {
    const texts = Object.fromEntries(
      LANGUAGES.flatMap((code) => {
        const name = values.texts[code]?.name?.trim() ?? '';
        const description = values.texts[code]?.description?.trim() ?? '';
        return name ? [[code, { name, description }]] : [];
      }),
    );
    save.mutate(
      {
        id: item?.id ?? null,
        fields: {
          texts,
          price: normaliseAmount(values.price) ?? values.price,
          hours: values.hours,
          active: values.active,
          sortOrder: values.sortOrder,
        },
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <Modal
      open
      title={
        item ? t('ads.packages.editTitle', { name: packageName(item, lang) }) : t('ads.packages.addTitle')
      }
      okText={t('ads.save')}
      cancelText={t('ads.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      <RefusalAlert error={general} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{
          texts: item?.texts ?? {},
          price: item?.price ?? '',
          hours: item?.hours ?? 24,
          active: item?.active ?? true,
          sortOrder: item?.sortOrder ?? 0,
        }}
      >
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            columnGap: 16,
          }}
        >
          <Form.Item
            name="price"
            label={t('ads.packages.price')}
            rules={[
              {
                validator: (_, value: string) =>
                  normaliseAmount(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('ads.packages.priceInvalid'))),
              },
            ]}
          >
            <Input inputMode="decimal" maxLength={14} />
          </Form.Item>
          <Form.Item name="hours" label={t('ads.packages.hours')} extra={t('ads.packages.hoursHelp')}>
            <InputNumber min={1} max={2160} precision={0} />
          </Form.Item>
          <Form.Item
            name="sortOrder"
            label={t('ads.packages.sortOrder')}
            extra={t('ads.packages.sortOrderHelp')}
          >
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="active" label={t('ads.packages.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
        <p>{t('ads.packages.textsHelp')}</p>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
            columnGap: 16,
          }}
        >
          {LANGUAGES.map((code) => (
            <fieldset key={code} style={{ border: 0, margin: 0, padding: 0 }}>
              <Form.Item
                name={['texts', code, 'name']}
                label={t('ads.packages.nameIn', { language: LANGUAGE_NAMES[code] })}
                rules={
                  code === 'en'
                    ? [{ required: true, whitespace: true, message: t('ads.packages.nameRequired') }]
                    : []
                }
              >
                <Input maxLength={80} lang={code} />
              </Form.Item>
              <Form.Item
                name={['texts', code, 'description']}
                label={t('ads.packages.descriptionIn', { language: LANGUAGE_NAMES[code] })}
              >
                <Input.TextArea maxLength={500} rows={2} lang={code} />
              </Form.Item>
            </fieldset>
          ))}
        </div>
      </Form>
    </Modal>
  );
}
