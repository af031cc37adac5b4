import { ApiError } from '@shopkeeper/client';
import { CREDIT } from '@shopkeeper/contract';
import { Button, Card, Flex, InputNumber, message, Skeleton, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { RefusalAlert } from '../../../lib/form-refusal.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type CreditRule, useCreditRules, useSaveCreditRule } from '../api/credit-rules.ts';

type Draft = Pick<CreditRule, 'points' | 'enabled'>;

const BOUNDS = { min: -CREDIT.rulePoints, max: CREDIT.rulePoints };

/**
 * The rules that move shops' credit scores (docs/product.md#credit-score): for each trigger,
 * the points a move adds or takes (within ±100) and whether it is on. A change applies to
 * orders that complete or are cancelled from then on; it is audited. Merchants see every move
 * with its rule and order.
 */
export default function CreditRulesPage() {
  const { t, lang } = useT();
  const rules = useCreditRules();
  const [drafts, setDrafts] = useState<Partial<Record<CreditRule['trigger'], Draft>>>({});
  const [toast, toastHolder] = message.useMessage();
  const save = useSaveCreditRule((saved) => {
    setDrafts(({ [saved.trigger]: _, ...rest }) => rest);
    void toast.success(t('credit.saved'));
  });

  const draftOf = (rule: CreditRule): Draft =>
    drafts[rule.trigger] ?? { points: rule.points, enabled: rule.enabled };
  const change = (rule: CreditRule, next: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [rule.trigger]: { ...draftOf(rule), ...next } }));

  return (
    <Card>
      {toastHolder}
      <Typography.Paragraph type="secondary">
        {t('credit.description', { min: rules.data?.min ?? CREDIT.min, max: rules.data?.max ?? CREDIT.max })}
      </Typography.Paragraph>
      <RefusalAlert error={save.error instanceof ApiError ? save.error : null} />
      {rules.isPending ? (
        <Skeleton active />
      ) : (
        <Table<CreditRule>
          rowKey="trigger"
          dataSource={rules.data?.items ?? []}
          pagination={false}
          columns={[
            {
              title: t('credit.rule'),
              key: 'rule',
              render: (_, rule) => (
                <Flex vertical>
                  <Typography.Text strong>{t(`credit.triggers.${rule.trigger}.name`)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t(`credit.triggers.${rule.trigger}.help`)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('credit.points'),
              key: 'points',
              width: 140,
              render: (_, rule) => (
                <InputNumber
                  {...BOUNDS}
                  precision={0}
                  value={draftOf(rule).points}
                  aria-label={t('credit.pointsOf', { rule: t(`credit.triggers.${rule.trigger}.name`) })}
                  onChange={(value) => change(rule, { points: typeof value === 'number' ? value : 0 })}
                />
              ),
            },
            {
              title: t('credit.enabled'),
              key: 'enabled',
              width: 100,
              render: (_, rule) => (
                <Switch
                  checked={draftOf(rule).enabled}
                  aria-label={t('credit.enabledOf', { rule: t(`credit.triggers.${rule.trigger}.name`) })}
                  onChange={(enabled) => change(rule, { enabled })}
                />
              ),
            },
            {
              title: t('credit.lastChange'),
              key: 'updated',
              render: (_, rule) =>
                rule.updatedAt && rule.updatedBy
                  ? t('credit.changedBy', {
                      time: formatTime(rule.updatedAt, lang),
                      operator: rule.updatedBy.username,
                    })
                  : t('credit.neverChanged'),
            },
            {
              key: 'save',
              width: 110,
              render: (_, rule) => {
                const draft = drafts[rule.trigger];
                const changed = draft && (draft.points !== rule.points || draft.enabled !== rule.enabled);
                return (
                  <Button
                    type="primary"
                    disabled={!changed}
                    loading={save.isPending && save.variables?.trigger === rule.trigger}
                    onClick={() => draft && save.mutate({ trigger: rule.trigger, ...draft })}
                    aria-label={t('credit.saveRule', { rule: t(`credit.triggers.${rule.trigger}.name`) })}
                  >
                    {t('credit.save')}
                  </Button>
                );
              },
            },
          ]}
        />
      )}
    </Card>
  );
}
