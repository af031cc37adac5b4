import type { ApiError } from '@shopkeeper/client';
import { LANGUAGE_NAMES, LANGUAGES } from '@shopkeeper/contract';
import { Form, type FormInstance, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { RefusalAlert } from '../lib/form-refusal.tsx';

/**
 * A dialog that edits a text in each of the ten languages (all needed), side by side two to a
 * row so it fits a laptop screen, with the record's other fields before (`leading`) or after
 * (`trailing`) them and a refusal no field holds above. `field` is where the texts live in the
 * form's values (`names` → `{ names: { en, … } }`); the caller owns the form and the save.
 */
export function LanguageTextsDialog<Values extends object>({
  title,
  okText,
  cancelText,
  saving,
  form,
  refusal,
  initialValues,
  onFinish,
  onClose,
  field,
  labelFor,
  requiredMessage,
  maxLength,
  leading,
  trailing,
}: {
  title: string;
  okText: string;
  cancelText: string;
  saving: boolean;
  form: FormInstance<Values>;
  refusal: ApiError | null;
  initialValues: Partial<Values>;
  onFinish: (values: Values) => void;
  onClose: () => void;
  field: string;
  /** The label of one language's field, given the language's own name. */
  labelFor: (language: string) => string;
  requiredMessage: string;
  maxLength: number;
  leading?: ReactNode;
  trailing?: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <RefusalAlert error={refusal} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={initialValues}
      >
        {leading}
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
              name={[field, code]}
              label={labelFor(LANGUAGE_NAMES[code])}
              rules={[{ required: true, whitespace: true, message: requiredMessage }]}
            >
              <Input maxLength={maxLength} lang={code} />
            </Form.Item>
          ))}
        </div>
        {trailing}
      </Form>
    </Modal>
  );
}
