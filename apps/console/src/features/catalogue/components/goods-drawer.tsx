import { ApiError } from '@shopkeeper/client';
import { ErrorCode, LANGUAGE_NAMES, LANGUAGES, type Language, schemas, toCents } from '@shopkeeper/contract';
import { Button, Drawer, Flex, Form, Input, Select, Skeleton, Space, Switch, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { refusedLanguage, useCodeRefusal } from '../../../lib/code-refusal.ts';
import { RefusalAlert, useFormRefusal } from '../../../lib/form-refusal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { normaliseAmount } from '../../../lib/money-input.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import {
  type Goods,
  type GoodsFields,
  type SavedGoods,
  typeName,
  useGoodsDetail,
  useGoodsTypes,
  useSaveGoods,
} from '../api/catalogue.ts';
import { GoodsImagesField } from './goods-images-field.tsx';

type Texts = Partial<Record<Language, { name?: string; description?: string }>>;
type Values = {
  productNo: string;
  typeId?: number;
  texts: Texts;
  images: string[];
  cost: string;
  suggestedPrice: string;
  inStock: boolean;
};

const CODE_FIELDS: Partial<Record<number, string>> = {
  [ErrorCode.GOODS_CODE_EXISTS]: 'productNo',
  [ErrorCode.GOODS_CODE_DUPLICATED]: 'productNo',
  [ErrorCode.GOODS_TYPE_NOT_CONFIGURED]: 'typeId',
  [ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED]: 'typeId',
};

/**
 * The language whose name the server found missing (429 naming `texts.<lang>.name`); a 429
 * naming the type instead (a type without that language's name) stays under the type.
 */
function missingNameLanguage(error: ApiError): Language | undefined {
  const lang = refusedLanguage(error, [ErrorCode.GOODS_TYPE_LANGUAGE_NOT_CONFIGURED]);
  const field = (error.data as { field?: unknown } | null)?.field;
  return lang && typeof field === 'string' && field.endsWith(`texts.${lang}.name`) ? lang : undefined;
}

const valuesOf = (goods: Goods | undefined): Values => ({
  productNo: goods?.productNo ?? '',
  typeId: goods?.typeId,
  texts: goods?.texts ?? {},
  images: goods?.images ?? [],
  cost: goods?.cost ?? '',
  suggestedPrice: goods?.suggestedPrice ?? '',
  inStock: (goods?.stockStatus ?? 'in_stock') === 'in_stock',
});

/** The texts to send, trimmed: every language has a name (the form requires it). */
function textsToSend(texts: Texts): GoodsFields['texts'] {
  return Object.fromEntries(
    LANGUAGES.flatMap((code) => {
      const name = texts[code]?.name?.trim() ?? '';
      return name ? [[code, { name, description: texts[code]?.description?.trim() ?? '' }]] : [];
    }),
  );
}

/**
 * Adds goods or edits them (`goodsId`): product number, type, a name and description per
 * language (a tab each; every language needs a name, a description may be left empty), pictures
 * uploaded with their progress, cost and suggested price as amounts, and the stock switch.
 * Refusals are shown under the field they concern.
 */
export function GoodsDrawer({
  goodsId,
  onClose,
  onSaved,
}: {
  goodsId: number | null;
  onClose: () => void;
  onSaved: (saved: SavedGoods) => void;
}) {
  const { t, lang } = useT();
  const detail = useGoodsDetail(goodsId);
  const types = useGoodsTypes();
  const save = useSaveGoods();
  const [form] = Form.useForm<Values>();
  const [tab, setTab] = useState<Language>('en');
  const general = useCodeRefusal(
    form,
    useFormRefusal(form, save.error, {
      productNo: t('catalogue.goods.productNo'),
      cost: t('catalogue.goods.cost'),
      suggestedPrice: t('catalogue.goods.suggestedPrice'),
      images: t('catalogue.goods.images'),
      stockStatus: t('catalogue.goods.stock'),
    }),
    (error) => {
      const missing = missingNameLanguage(error);
      return missing ? ['texts', missing, 'name'] : CODE_FIELDS[error.code];
    },
    (error) => (missingNameLanguage(error) ? t('catalogue.goods.nameRequired') : undefined),
  );
  // A name the server found missing may be in a hidden tab: show that tab.
  const refusedTab = save.error instanceof ApiError ? missingNameLanguage(save.error) : undefined;
  useEffect(() => {
    if (refusedTab) setTab(refusedTab);
  }, [refusedTab]);

  const loading = goodsId !== null && !detail.data;

  const submit = (values: Values) => {
    const fields: GoodsFields = {
      productNo: values.productNo.trim().toUpperCase(),
      typeId: values.typeId!,
      texts: textsToSend(values.texts),
      images: values.images,
      cost: normaliseAmount(values.cost)!,
      suggestedPrice: normaliseAmount(values.suggestedPrice)!,
      stockStatus: values.inStock ? 'in_stock' : 'out_of_stock',
    };
    save.mutate({ id: goodsId, fields }, { onSuccess: onSaved });
  };

  const amountRule = (required: string) => ({
    validator: (_: unknown, value: string | undefined) =>
      !value?.trim()
        ? Promise.reject(new Error(required))
        : normaliseAmount(value)
          ? Promise.resolve()
          : Promise.reject(new Error(t('catalogue.goods.amountInvalid'))),
  });

  useReturnFocus();
  return (
    <Drawer
      open
      size={720}
      title={
        goodsId === null
          ? t('catalogue.goods.addTitle')
          : t('catalogue.goods.editTitle', { productNo: detail.data?.productNo ?? '' })
      }
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('catalogue.cancel')}</Button>
          <Button type="primary" loading={save.isPending} disabled={loading} onClick={() => form.submit()}>
            {t('catalogue.save')}
          </Button>
        </Space>
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <RefusalAlert error={general} />
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={submit}
            initialValues={valuesOf(detail.data)}
            onFinishFailed={({ errorFields }) => {
              // An error in a hidden language tab: show that tab.
              const inTexts = errorFields.find((f) => f.name[0] === 'texts');
              if (inTexts) setTab(inTexts.name[1] as Language);
            }}
          >
            <Flex gap={16} wrap>
              <Form.Item
                name="productNo"
                label={t('catalogue.goods.productNo')}
                extra={t('catalogue.goods.productNoHelp')}
                style={{ flex: '1 1 200px' }}
                rules={[
                  { required: true, whitespace: true, message: t('catalogue.goods.productNoRequired') },
                  {
                    pattern: /^\s*[A-Za-z0-9][A-Za-z0-9_-]*\s*$/,
                    message: t('catalogue.goods.productNoInvalid'),
                  },
                ]}
              >
                <Input maxLength={32} spellCheck={false} style={{ textTransform: 'uppercase' }} />
              </Form.Item>
              <Form.Item
                name="typeId"
                label={t('catalogue.goods.type')}
                style={{ flex: '1 1 200px' }}
                rules={[{ required: true, message: t('catalogue.goods.typeRequired') }]}
              >
                <Select
                  loading={types.isLoading}
                  options={(types.data?.items ?? []).map((type) => ({
                    value: type.id,
                    label: typeName(type, lang),
                  }))}
                />
              </Form.Item>
            </Flex>

            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key as Language)}
              items={LANGUAGES.map((code) => ({
                key: code,
                label: LANGUAGE_NAMES[code],
                forceRender: true,
                children: (
                  <>
                    <Form.Item
                      name={['texts', code, 'name']}
                      label={t('catalogue.goods.name')}
                      rules={[
                        { required: true, whitespace: true, message: t('catalogue.goods.nameRequired') },
                      ]}
                    >
                      <Input maxLength={200} lang={code} />
                    </Form.Item>
                    <Form.Item name={['texts', code, 'description']} label={t('catalogue.goods.description')}>
                      <Input.TextArea rows={4} maxLength={5000} showCount lang={code} />
                    </Form.Item>
                  </>
                ),
              }))}
            />

            <Form.Item
              name="images"
              label={t('catalogue.goods.images')}
              extra={t('catalogue.goods.imagesHelp', { count: schemas.MAX_GOODS_IMAGES })}
              rules={[
                { required: true, type: 'array', min: 1, message: t('catalogue.goods.imagesRequired') },
              ]}
            >
              <GoodsImagesField />
            </Form.Item>

            <Flex gap={16} wrap>
              <Form.Item
                name="cost"
                label={t('catalogue.goods.cost')}
                extra={t('catalogue.goods.costHelp')}
                style={{ flex: '1 1 200px' }}
                rules={[amountRule(t('catalogue.goods.costRequired'))]}
              >
                <Input inputMode="decimal" maxLength={16} />
              </Form.Item>
              <Form.Item
                name="suggestedPrice"
                label={t('catalogue.goods.suggestedPrice')}
                style={{ flex: '1 1 200px' }}
                dependencies={['cost']}
                rules={[
                  amountRule(t('catalogue.goods.priceRequired')),
                  ({ getFieldValue }) => ({
                    validator: (_, value: string | undefined) => {
                      const price = normaliseAmount(value);
                      const cost = normaliseAmount(getFieldValue('cost'));
                      return price && cost && toCents(price) < toCents(cost)
                        ? Promise.reject(new Error(t('catalogue.goods.priceBelowCost')))
                        : Promise.resolve();
                    },
                  }),
                ]}
              >
                <Input inputMode="decimal" maxLength={16} />
              </Form.Item>
            </Flex>

            <Form.Item name="inStock" label={t('catalogue.goods.stock')} valuePropName="checked">
              <Switch
                checkedChildren={t('catalogue.goods.inStock')}
                unCheckedChildren={t('catalogue.goods.outOfStock')}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Drawer>
  );
}
