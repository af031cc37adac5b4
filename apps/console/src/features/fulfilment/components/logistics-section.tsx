import { PlusOutlined } from '@ant-design/icons';
import { ApiError } from '@shopkeeper/client';
import { ErrorCode, LANGUAGES, type Language, schemas } from '@shopkeeper/contract';
import { Button, Flex, Form, InputNumber, Modal, message, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { LanguageTextsDialog } from '../../../components/language-texts-dialog.tsx';
import { refusedLanguage, useCodeRefusal } from '../../../lib/code-refusal.ts';
import { RefusalAlert, useFormRefusal } from '../../../lib/form-refusal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { type LogisticsStep, useDeleteStep, useLogisticsSteps, useSaveStep } from '../api/fulfilment.ts';

const { FULFILMENT } = schemas;

type Values = { position: number; afterMinutes: number; texts: Partial<Record<Language, string>> };

/** A step's text in the language on screen, else in English. */
const stepText = (step: LogisticsStep, lang: Language) => step.texts[lang] ?? step.texts.en ?? '';

/**
 * Adds a logistics step or edits one: its position, the sandbox carrier's wait after the step
 * before, and its text in each of the ten languages (all needed). A position another step has
 * (432) or a language the server finds missing comes back under its field.
 */
function StepDialog({
  step,
  nextPosition,
  onClose,
  onSaved,
}: {
  step: LogisticsStep | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const save = useSaveStep();
  const general = useCodeRefusal(
    form,
    useFormRefusal(form, save.error, {
      position: t('fulfilment.logistics.position'),
      afterMinutes: t('fulfilment.logistics.afterMinutes'),
    }),
    (error) => {
      if (error.code === ErrorCode.LOGISTICS_EXISTS || error.code === ErrorCode.LOGISTICS_STEP_DUPLICATED)
        return 'position';
      const lang = refusedLanguage(error, [
        ErrorCode.PARAMETER_MISSING,
        ErrorCode.LOGISTICS_STEP_LANGUAGE_DUPLICATED,
      ]);
      return lang ? ['texts', lang] : undefined;
    },
  );

  const submit = (values: Values) => {
    const texts = LANGUAGES.flatMap((lang) => {
      const text = values.texts[lang]?.trim();
      return text ? [{ lang, text }] : [];
    });
    save.mutate(
      {
        id: step?.id ?? null,
        fields: { position: values.position, afterMinutes: values.afterMinutes, texts },
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <LanguageTextsDialog<Values>
      title={
        step
          ? t('fulfilment.logistics.editTitle', { position: step.position })
          : t('fulfilment.logistics.addTitle')
      }
      okText={t('fulfilment.logistics.save')}
      cancelText={t('fulfilment.back')}
      saving={save.isPending}
      form={form}
      refusal={general}
      initialValues={{
        position: step?.position ?? nextPosition,
        afterMinutes: step?.afterMinutes ?? 60,
        texts: step?.texts ?? {},
      }}
      onFinish={submit}
      onClose={onClose}
      field="texts"
      labelFor={(language) => t('fulfilment.logistics.textIn', { language })}
      requiredMessage={t('fulfilment.logistics.textRequired')}
      maxLength={FULFILMENT.stepText}
      leading={
        <Space size={16} wrap align="start">
          <Form.Item
            name="position"
            label={t('fulfilment.logistics.position')}
            extra={t('fulfilment.logistics.positionHelp')}
            rules={[{ required: true, message: t('fulfilment.logistics.positionRequired') }]}
          >
            <InputNumber min={1} max={FULFILMENT.steps} precision={0} />
          </Form.Item>
          <Form.Item
            name="afterMinutes"
            label={t('fulfilment.logistics.afterMinutes')}
            extra={t('fulfilment.logistics.afterMinutesHelp')}
            rules={[{ required: true, message: t('fulfilment.logistics.afterMinutesRequired') }]}
          >
            <InputNumber min={0} max={FULFILMENT.afterMinutes} precision={0} />
          </Form.Item>
        </Space>
      }
    />
  );
}

/** The logistics steps a parcel walks: their order, waits and texts; add, edit, delete. */
export function LogisticsSection() {
  const { t, lang } = useT();
  const steps = useLogisticsSteps();
  const remove = useDeleteStep();
  const [editing, setEditing] = useState<LogisticsStep | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LogisticsStep | null>(null);
  const [toast, toastHolder] = message.useMessage();
  const items = steps.data?.items ?? [];
  const nextPosition = Math.min(FULFILMENT.steps, Math.max(0, ...items.map((s) => s.position)) + 1);

  return (
    <Flex vertical gap={16}>
      {toastHolder}
      <Typography.Paragraph type="secondary">{t('fulfilment.logistics.intro')}</Typography.Paragraph>
      <div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('fulfilment.logistics.add')}
        </Button>
      </div>
      <Table<LogisticsStep>
        rowKey="id"
        dataSource={items}
        loading={steps.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('fulfilment.logistics.empty') }}
        columns={[
          { key: 'position', title: t('fulfilment.logistics.position'), render: (_, step) => step.position },
          {
            key: 'text',
            title: t('fulfilment.logistics.text'),
            render: (_, step) => stepText(step, lang),
          },
          {
            key: 'after',
            title: t('fulfilment.logistics.afterMinutes'),
            align: 'right',
            render: (_, step) => t('fulfilment.logistics.minutes', { n: step.afterMinutes }),
          },
          {
            key: 'actions',
            title: t('fulfilment.columns.actions'),
            render: (_, step) => (
              <Space>
                <Button size="small" onClick={() => setEditing(step)}>
                  {t('fulfilment.logistics.edit')}
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() => {
                    remove.reset();
                    setDeleting(step);
                  }}
                >
                  {t('fulfilment.logistics.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <StepDialog
          step={editing === 'new' ? null : editing}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast.success(t('fulfilment.logistics.saved'));
          }}
        />
      ) : null}
      {deleting ? (
        <Modal
          open
          title={t('fulfilment.logistics.deleteTitle', {
            position: deleting.position,
            text: stepText(deleting, lang),
          })}
          okText={t('fulfilment.logistics.deleteOk')}
          cancelText={t('fulfilment.back')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onCancel={() => setDeleting(null)}
          onOk={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                void toast.success(t('fulfilment.logistics.deleted'));
              },
            })
          }
          destroyOnHidden
        >
          <RefusalAlert error={remove.error instanceof ApiError ? remove.error : null} />
          <Typography.Paragraph>
            {items.length === 1 ? t('fulfilment.logistics.deleteLast') : t('fulfilment.logistics.deleteBody')}
          </Typography.Paragraph>
        </Modal>
      ) : null}
    </Flex>
  );
}
