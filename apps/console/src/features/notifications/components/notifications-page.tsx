import {
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  SHOP_TIERS,
  type ShopTier,
  schemas,
} from '@shopkeeper/contract';
import { Button, Card, Flex, Form, Input, Modal, message, Select, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadMoreTable } from '../../../components/load-more-table.tsx';
import { RefusalAlert, useFormRefusal } from '../../../lib/form-refusal.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type Broadcast, type BroadcastInput, useBroadcasts, useSendBroadcast } from '../api/broadcasts.ts';

const { BROADCAST } = schemas;
const EVERYONE = 'everyone';
type Audience = ShopTier | typeof EVERYONE;
type Values = {
  audience: Audience;
  texts: Partial<Record<Language, { title?: string; body?: string }>>;
};

/** The languages filled in: a language counts once its title and text are both there. */
function textsOf(values: Values): BroadcastInput['texts'] {
  return Object.fromEntries(
    LANGUAGES.flatMap((code) => {
      const title = values.texts[code]?.title?.trim() ?? '';
      const body = values.texts[code]?.body?.trim() ?? '';
      return title && body ? [[code, { title, body }]] : [];
    }),
  );
}

/**
 * `/console/notifications`: an announcement to every merchant or to one tier's, its title and
 * text per language (English needed: merchants whose language is missing read it), sent after
 * a confirmation; then the past ones, with how many merchants received and read each.
 */
export default function NotificationsPage() {
  const { t, lang } = useT();
  const [form] = Form.useForm<Values>();
  const send = useSendBroadcast();
  const broadcasts = useBroadcasts();
  const [pending, setPending] = useState<BroadcastInput | null>(null);
  const [toast, toastHolder] = message.useMessage();
  const refusal = useFormRefusal(form, send.error, {
    'texts.en.title': t('broadcasts.titleIn', { language: LANGUAGE_NAMES.en }),
  });

  const audienceName = (tier: ShopTier | null) =>
    tier === null
      ? t('broadcasts.everyone')
      : t('broadcasts.tierAudience', { level: t(`tierUpgrades.tiers.${tier}`) });

  const confirm = () => {
    if (!pending) return;
    send.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        form.resetFields();
        void toast.success(t('broadcasts.sent'));
      },
      onError: () => setPending(null),
    });
  };

  const bothOrNeither = (code: Language, field: 'title' | 'body') => ({
    validator: async () => {
      const text = form.getFieldValue(['texts', code]) as { title?: string; body?: string } | undefined;
      const filled = Boolean(text?.[field]?.trim());
      const other = Boolean(text?.[field === 'title' ? 'body' : 'title']?.trim());
      if (code === 'en' && !filled) throw new Error(t('broadcasts.englishRequired'));
      if (!filled && other) throw new Error(t('broadcasts.bothOrNeither'));
    },
  });

  return (
    <>
      {toastHolder}
      <Typography.Paragraph type="secondary">{t('broadcasts.description')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <Card
          size="small"
          title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('broadcasts.composeTitle')}</h2>}
        >
          <RefusalAlert error={refusal} />
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ audience: EVERYONE, texts: {} }}
            onFinish={(values) =>
              setPending({
                tier: values.audience === EVERYONE ? null : values.audience,
                texts: textsOf(values),
              })
            }
            disabled={send.isPending}
          >
            <Form.Item name="audience" label={t('broadcasts.audience')}>
              <Select<Audience>
                style={{ maxWidth: 320 }}
                options={[
                  { value: EVERYONE, label: t('broadcasts.everyone') },
                  ...SHOP_TIERS.map((tier) => ({ value: tier, label: audienceName(tier) })),
                ]}
              />
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('broadcasts.languagesHelp')}</Typography.Paragraph>
            <Tabs
              size="small"
              items={LANGUAGES.map((code) => ({
                key: code,
                label: code === 'en' ? `${LANGUAGE_NAMES[code]} *` : LANGUAGE_NAMES[code],
                // Every language's fields stay mounted, so the form checks and sends them all.
                forceRender: true,
                children: (
                  <>
                    <Form.Item
                      name={['texts', code, 'title']}
                      label={t('broadcasts.titleIn', { language: LANGUAGE_NAMES[code] })}
                      dependencies={[['texts', code, 'body']]}
                      rules={[bothOrNeither(code, 'title')]}
                    >
                      <Input maxLength={BROADCAST.titleMax} lang={code} />
                    </Form.Item>
                    <Form.Item
                      name={['texts', code, 'body']}
                      label={t('broadcasts.bodyIn', { language: LANGUAGE_NAMES[code] })}
                      dependencies={[['texts', code, 'title']]}
                      rules={[bothOrNeither(code, 'body')]}
                    >
                      <Input.TextArea maxLength={BROADCAST.bodyMax} rows={4} lang={code} />
                    </Form.Item>
                  </>
                ),
              }))}
            />
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                {t('broadcasts.send')}
              </Button>
            </Form.Item>
          </Form>
        </Card>

        <h2 style={{ fontSize: 16, margin: 0 }}>{t('broadcasts.pastTitle')}</h2>
        <LoadMoreTable<Broadcast>
          query={broadcasts}
          emptyText={t('broadcasts.empty')}
          loadMoreText={t('broadcasts.loadMore')}
          columns={[
            {
              key: 'title',
              title: t('broadcasts.columns.title'),
              render: (_, item) => (
                <Flex vertical>
                  <Typography.Text strong>{(item.texts[lang] ?? item.texts.en)?.title}</Typography.Text>
                  <Typography.Text type="secondary">
                    {(item.texts[lang] ?? item.texts.en)?.body}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'audience',
              title: t('broadcasts.columns.audience'),
              render: (_, item) => <Tag>{audienceName(item.tier)}</Tag>,
            },
            {
              key: 'languages',
              title: t('broadcasts.columns.languages'),
              render: (_, item) => Object.keys(item.texts).length,
            },
            {
              key: 'received',
              title: t('broadcasts.columns.received'),
              render: (_, item) => item.received,
            },
            { key: 'read', title: t('broadcasts.columns.read'), render: (_, item) => item.read },
            {
              key: 'sent',
              title: t('broadcasts.columns.sent'),
              render: (_, item) => formatTime(item.createdAt, lang),
            },
            {
              key: 'by',
              title: t('broadcasts.columns.by'),
              render: (_, item) => item.createdBy?.username ?? '',
            },
          ]}
        />
      </Flex>
      <Modal
        open={pending !== null}
        title={t('broadcasts.confirmTitle', { audience: audienceName(pending?.tier ?? null) })}
        okText={t('broadcasts.confirmOk')}
        cancelText={t('broadcasts.cancel')}
        okButtonProps={{ loading: send.isPending }}
        onOk={confirm}
        onCancel={() => setPending(null)}
      >
        <p>
          {t('broadcasts.confirmBody', {
            title: pending?.texts.en?.title ?? '',
            n: Object.keys(pending?.texts ?? {}).length,
          })}
        </p>
      </Modal>
    </>
  );
}
