import { ApiError } from '@shopkeeper/client';
import { LANGUAGE_NAMES, LANGUAGES, type SupportContact } from '@shopkeeper/contract';
import { errorSentence } from '@shopkeeper/front-kit/error-message';
import { Alert, Button, Card, Col, Form, Input, message, Row, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type MessageKey, translate, useT } from '../../../lib/i18n.ts';
import { useSaveSupportContact, useSupportContact } from '../api/settings.ts';

// The same checks as the contract's (packages/contract/src/calls/support-contact.ts), so the
// operator hears about a typo before saving.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(\+?[0-9][0-9 ()-]{3,30})?$/;
const TELEGRAM = /^((@|https:\/\/t\.me\/)?[A-Za-z0-9_]{5,32})?$/;

const errorText = (error: ApiError, lang: Parameters<typeof errorSentence>[1]) =>
  errorSentence(error, lang, (failure) => translate(`errors.${failure}`));

/** A text that re-renders in the new language (antd keeps a rule's message as given). */
function Text({ k }: { k: MessageKey }) {
  return <>{useT().t(k)}</>;
}

const pattern = (regex: RegExp, k: MessageKey) => ({ pattern: regex, message: <Text k={k} /> });

/**
 * The support contact people see without an account (/404, "forgot password?" in the
 * merchant app). A channel left empty is not offered.
 */
export function SupportContactForm() {
  const { t, lang } = useT();
  const [form] = Form.useForm<SupportContact>();
  const [toast, toastHolder] = message.useMessage();
  const current = useSupportContact();
  const save = useSaveSupportContact(() => void toast.success(t('supportContact.saved')));

  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [current.data, form]);

  const submit = (values: SupportContact) => {
    const notes = Object.fromEntries(Object.entries(values.notes ?? {}).filter(([, text]) => text?.trim()));
    save.mutate({ ...values, notes });
  };

  // A refusal naming a field goes under it; anything else above the form (one message, no toast).
  const refusal = save.error instanceof ApiError ? save.error : null;
  const refusedField =
    refusal && typeof (refusal.data as { field?: unknown })?.field === 'string'
      ? String((refusal.data as { field: string }).field)
      : null;
  useEffect(() => {
    if (!refusal || !refusedField) return;
    void errorText(refusal, lang).then((text) =>
      form.setFields([{ name: refusedField.split('.') as never, errors: [text] }]),
    );
  }, [refusal, refusedField, lang, form]);

  return (
    <Card>
      {toastHolder}
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
        {t('supportContact.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('supportContact.description')}</Typography.Paragraph>
      {current.isPending ? (
        <Skeleton active />
      ) : (
        <Form<SupportContact>
          form={form}
          layout="vertical"
          onFinish={submit}
          disabled={save.isPending}
          initialValues={current.data}
        >
          {refusal && !refusedField ? (
            <Alert
              type="error"
              showIcon
              title={<RefusalText error={refusal} />}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="email"
                label={t('supportContact.email')}
                rules={[pattern(EMAIL, 'supportContact.emailInvalid')]}
              >
                <Input type="email" autoComplete="off" maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="phone"
                label={t('supportContact.phone')}
                rules={[pattern(PHONE, 'supportContact.phoneInvalid')]}
              >
                <Input type="tel" maxLength={32} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="whatsapp"
                label={t('supportContact.whatsapp')}
                rules={[pattern(PHONE, 'supportContact.phoneInvalid')]}
              >
                <Input type="tel" maxLength={32} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="telegram"
                label={t('supportContact.telegram')}
                rules={[pattern(TELEGRAM, 'supportContact.telegramInvalid')]}
              >
                <Input maxLength={64} placeholder="@shop_help" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="hours" label={t('supportContact.hours')}>
                <Input maxLength={200} placeholder={t('supportContact.hoursPlaceholder')} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t('supportContact.notes')}
          </Typography.Title>
          <Row gutter={16}>
            {LANGUAGES.map((code) => (
              <Col key={code} xs={24} md={12}>
                <Form.Item name={['notes', code]} label={<span lang={code}>{LANGUAGE_NAMES[code]}</span>}>
                  <Input.TextArea lang={code} rows={2} maxLength={500} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('supportContact.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}

/** A refusal worded in the language on screen now. */
function RefusalText({ error }: { error: ApiError }) {
  const { lang } = useT();
  const [text, setText] = useState('');
  useEffect(() => {
    let live = true;
    void errorText(error, lang).then((value) => live && setText(value));
    return () => {
      live = false;
    };
  }, [error, lang]);
  return <>{text}</>;
}
