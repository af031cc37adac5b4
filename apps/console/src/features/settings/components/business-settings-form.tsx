import type { BusinessSettings } from '@shopkeeper/contract';
import {
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  message,
  Row,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { RefusalAlert, useFormRefusal } from '../../../lib/form-refusal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { normaliseAmount, normaliseDeposit } from '../../../lib/money-input.ts';
import { useBusinessSettings, useSaveBusinessSettings } from '../api/settings.ts';

/** Amounts, typed as decimals. */
const MONEY_FIELDS = ['minDeposit', 'minWithdrawal'] as const;
/** Whole numbers within the contract's bounds (packages/contract/src/calls/console-settings.ts). */
const WHOLE_NUMBER_FIELDS = [
  { name: 'uploadMaxMb', bounds: { min: 1, max: 50 } },
  { name: 'inviteCodeValidDays', bounds: { min: 1, max: 365 } },
] as const;
/** The showcase's goods limit of each tier (452 past it) and the daily deletions (447 past them). */
const GOODS_LIMIT_FIELDS = [
  { tier: 'standard', label: 'goodsLimitStandard' },
  { tier: 'merchant', label: 'goodsLimitMerchant' },
  { tier: 'partner', label: 'goodsLimitPartner' },
  { tier: 'agent', label: 'goodsLimitAgent' },
] as const;
const GOODS_LIMIT_BOUNDS = { min: 1, max: 100_000 };
/** The security deposit each tier holds (docs/money.md#tier-deposits); 0 is allowed. */
const DEPOSIT_TIERS = ['standard', 'merchant', 'partner', 'agent'] as const;
const DELETIONS_BOUNDS = { min: 1, max: 10_000 };

/**
 * The limits merchants meet: minimum deposit and withdrawal, the upload size, whether sign-up
 * is open, how long a merchant's invite code stays valid, how many goods each tier may list
 * in the showcase and the security deposit each holds, and how many goods a merchant may
 * delete from the showcase a day. Amounts are typed as decimals
 * and sent as the two-decimal strings the API takes.
 */
export function BusinessSettingsForm() {
  const { t } = useT();
  const [form] = Form.useForm<BusinessSettings>();
  const [toast, toastHolder] = message.useMessage();
  const current = useBusinessSettings();
  const save = useSaveBusinessSettings((saved) => {
    form.setFieldsValue(saved);
    void toast.success(t('settings.saved'));
  });
  const general = useFormRefusal(form, save.error, {
    minDeposit: t('settings.minDeposit'),
    minWithdrawal: t('settings.minWithdrawal'),
    uploadMaxMb: t('settings.uploadMaxMb'),
    registrationOpen: t('settings.registrationOpen'),
    inviteCodeValidDays: t('settings.inviteCodeValidDays'),
    showcaseDailyDeletions: t('settings.showcaseDailyDeletions'),
  });

  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [current.data, form]);

  const amountRule = {
    validator: (_: unknown, value: string | undefined) =>
      normaliseAmount(value) ? Promise.resolve() : Promise.reject(new Error(t('settings.amountInvalid'))),
  };

  const depositRule = {
    validator: (_: unknown, value: string | undefined) =>
      normaliseDeposit(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('tierUpgrades.settings.invalid'))),
  };

  const submit = (values: BusinessSettings) =>
    save.mutate({
      ...values,
      minDeposit: normaliseAmount(values.minDeposit) ?? values.minDeposit,
      minWithdrawal: normaliseAmount(values.minWithdrawal) ?? values.minWithdrawal,
      depositByTier: Object.fromEntries(
        DEPOSIT_TIERS.map((tier) => [
          tier,
          normaliseDeposit(values.depositByTier[tier]) ?? values.depositByTier[tier],
        ]),
      ) as BusinessSettings['depositByTier'],
    });

  return (
    <Card>
      {toastHolder}
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
        {t('settings.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.description')}</Typography.Paragraph>
      {current.isPending ? (
        <Skeleton active />
      ) : (
        <Form<BusinessSettings>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          disabled={save.isPending}
          initialValues={current.data}
        >
          <RefusalAlert error={general} />
          <Row gutter={16}>
            {MONEY_FIELDS.map((name) => (
              <Col key={name} xs={24} md={12}>
                <Form.Item
                  name={name}
                  label={t(`settings.${name}`)}
                  extra={t(`settings.${name}Help`)}
                  rules={[amountRule]}
                >
                  <Input inputMode="decimal" maxLength={15} />
                </Form.Item>
              </Col>
            ))}
            {WHOLE_NUMBER_FIELDS.map(({ name, bounds }) => (
              <Col key={name} xs={24} md={12}>
                <Form.Item
                  name={name}
                  label={t(`settings.${name}`)}
                  extra={t(`settings.${name}Help`)}
                  rules={[
                    {
                      required: true,
                      type: 'integer',
                      ...bounds,
                      message: t('settings.wholeNumberBetween', bounds),
                    },
                  ]}
                >
                  <InputNumber {...bounds} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
            <Col span={24}>
              <Typography.Title level={3} style={{ fontSize: 16, marginTop: 8 }}>
                {t('settings.showcaseLimits')}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{t('settings.goodsLimitHelp')}</Typography.Paragraph>
            </Col>
            {GOODS_LIMIT_FIELDS.map(({ tier, label }) => (
              <Col key={tier} xs={24} md={6}>
                <Form.Item
                  name={['goodsLimitByTier', tier]}
                  label={t(`settings.${label}`)}
                  rules={[
                    {
                      required: true,
                      type: 'integer',
                      ...GOODS_LIMIT_BOUNDS,
                      message: t('settings.wholeNumberBetween', GOODS_LIMIT_BOUNDS),
                    },
                  ]}
                >
                  <InputNumber {...GOODS_LIMIT_BOUNDS} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
            <Col span={24}>
              <Typography.Title level={3} style={{ fontSize: 16, marginTop: 8 }}>
                {t('tierUpgrades.settings.title')}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{t('tierUpgrades.settings.help')}</Typography.Paragraph>
            </Col>
            {DEPOSIT_TIERS.map((tier) => (
              <Col key={tier} xs={24} md={6}>
                <Form.Item
                  name={['depositByTier', tier]}
                  label={t('tierUpgrades.settings.label', { target: t(`tierUpgrades.tiers.${tier}`) })}
                  rules={[depositRule]}
                >
                  <Input inputMode="decimal" maxLength={15} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={12}>
              <Form.Item
                name="showcaseDailyDeletions"
                label={t('settings.showcaseDailyDeletions')}
                extra={t('settings.showcaseDailyDeletionsHelp')}
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    ...DELETIONS_BOUNDS,
                    message: t('settings.wholeNumberBetween', DELETIONS_BOUNDS),
                  },
                ]}
              >
                <InputNumber {...DELETIONS_BOUNDS} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="registrationOpen"
                label={t('settings.registrationOpen')}
                extra={t('settings.registrationOpenHelp')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
