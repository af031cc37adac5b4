import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shopkeeper/contract';
import { DatePicker, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { RefusalAlert, useFormRefusal } from '../../../lib/form-refusal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { type Banner, useSaveBanner } from '../api/banners.ts';
import { BannerImageField } from './banner-image-field.tsx';

type Values = {
  image?: string;
  title: string;
  link: string;
  sortOrder: number;
  languages: Language[];
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  active: boolean;
};

const epoch = (value: Dayjs | null) => (value ? value.valueOf() : null);

/**
 * Adds a banner or changes one: its picture (uploaded at once, with progress), the text read
 * out in its place, where it leads (a path of the merchant app, or an https address), its
 * place in the order, its languages (none: every language), when it starts and ends, and
 * whether it is shown at all.
 */
export function BannerDialog({
  banner,
  onClose,
  onSaved,
}: {
  banner: Banner | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const save = useSaveBanner();
  const general = useFormRefusal(form, save.error, {
    image: t('banners.image'),
    title: t('banners.title'),
    link: t('banners.link'),
    sortOrder: t('banners.order'),
    languages: t('banners.languages'),
    startsAt: t('banners.startsAt'),
    endsAt: t('banners.endsAt'),
  });

  const submit = (values: Values) =>
    save.mutate(
      {
        id: banner?.id ?? null,
        fields: {
          image: values.image ?? '',
          title: values.title.trim(),
          link: values.link.trim() || null,
          sortOrder: values.sortOrder,
          languages: values.languages,
          startsAt: epoch(values.startsAt),
          endsAt: epoch(values.endsAt),
          active: values.active,
        },
      },
      { onSuccess: onSaved },
    );

  return (
    <Modal
      open
      title={banner ? t('banners.editTitle') : t('banners.addTitle')}
      okText={t('banners.save')}
      cancelText={t('users.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <RefusalAlert error={general} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{
          image: banner?.image,
          title: banner?.title ?? '',
          link: banner?.link ?? '',
          sortOrder: banner?.sortOrder ?? 0,
          languages: banner?.languages ?? [],
          startsAt: banner?.startsAt ? dayjs(banner.startsAt) : null,
          endsAt: banner?.endsAt ? dayjs(banner.endsAt) : null,
          active: banner?.active ?? true,
        }}
      >
        <Form.Item
          name="image"
          label={t('banners.image')}
          extra={t('banners.imageHelp')}
          rules={[{ required: true, message: t('banners.imageRequired') }]}
        >
          <BannerImageField />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('banners.title')}
          extra={t('banners.titleHelp')}
          rules={[{ required: true, whitespace: true, message: t('banners.titleRequired') }]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="link" label={t('banners.link')} extra={t('banners.linkHelp')}>
          <Input maxLength={500} spellCheck={false} placeholder="/promotion" />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('banners.order')} extra={t('banners.orderHelp')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="languages" label={t('banners.languages')} extra={t('banners.languagesHelp')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('banners.allLanguages')}
            options={LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          />
        </Form.Item>
        <Form.Item name="startsAt" label={t('banners.startsAt')} extra={t('banners.startsAtHelp')}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="endsAt" label={t('banners.endsAt')} extra={t('banners.endsAtHelp')}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="active" label={t('banners.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
