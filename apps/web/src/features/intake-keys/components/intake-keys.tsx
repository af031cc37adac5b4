import '../../../lib/antd-react19.ts';
import { ApiError } from '@shopkeeper/client';
import { ErrorCode, INTAKE_KEY_LABEL, INTAKE_ORDER_CREATE_PATH, SHOP_KEY_HEADER } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form/form-card.tsx';
import { textMessage } from '../../../components/form/form-message.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { ListShell } from '../../../components/list/list-shell.tsx';
import notice from '../../../components/notice.module.css';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ERROR_TOAST_MS } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  type CreatedIntakeKey,
  type IntakeKey,
  useCreateIntakeKey,
  useIntakeKeys,
  useRevokeIntakeKey,
} from '../api/intake-keys.ts';
import styles from './intake-keys.module.css';

const LABEL_MAX = INTAKE_KEY_LABEL.max;

/** The address external storefronts post orders to (the API is served under /api). */
const ORDER_PATH = `/api${INTAKE_ORDER_CREATE_PATH}`;
/** The OpenAPI description of every call, the intake call included (served by the API). */
const DOCS_PATH = '/api/docs';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });

/** The most keys a shop may hold, as a 203 says it; else as the list said it. */
function maxIn(data: unknown, fallback: number): number {
  const max = (data as { max?: unknown } | null)?.max;
  return typeof max === 'number' ? max : fallback;
}

function KeyRow({ item }: { item: IntakeKey }) {
  const { t } = useTranslation();
  const revoke = useRevokeIntakeKey();

  const confirmRevoke = async () => {
    const confirmed = await Dialog.confirm({
      title: t('intakeKeys.revokeTitle'),
      'aria-label': t('intakeKeys.revokeTitle'),
      content: t('intakeKeys.revokeText', { label: item.label }),
      confirmText: t('intakeKeys.revokeConfirm'),
      cancelText: t('intakeKeys.cancel'),
    });
    if (!confirmed) return;
    try {
      await revoke.mutateAsync(item.id);
      void showToast({ icon: 'success', content: t('intakeKeys.revoked') });
    } catch {
      // The client already said why.
    }
  };

  return (
    <li className={styles.row} data-testid={`intake-key-${item.id}`}>
      <div className={styles.text}>
        <span className={styles.title}>{item.label}</span>
        <span className={styles.prefix}>{`${item.prefix}…`}</span>
        <span className={styles.sub}>{t('intakeKeys.created', { date: formatDate(item.createdAt) })}</span>
        <span className={styles.sub}>
          {item.lastUsedAt
            ? t('intakeKeys.lastUsed', { date: formatDate(item.lastUsedAt) })
            : t('intakeKeys.neverUsed')}
        </span>
      </div>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => void confirmRevoke()}
        disabled={revoke.isPending}
        aria-label={t('intakeKeys.revokeLabel', { label: item.label })}
      >
        <DeleteOutline aria-hidden="true" />
      </button>
    </li>
  );
}

/** How an external storefront uses a key: the address and the header, from the contract. */
function CallExample() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="intake-example-title">
      <h2 className={styles.cardTitle} id="intake-example-title">
        {t('intakeKeys.exampleTitle')}
      </h2>
      <p className={styles.hint}>{t('intakeKeys.exampleText')}</p>
      <pre className={styles.code} data-testid="intake-example">
        {`POST ${ORDER_PATH}\n${SHOP_KEY_HEADER}: <key>`}
      </pre>
      <p className={styles.hint}>{t('intakeKeys.docsHint')}</p>
      <a
        className={styles.docsLink}
        href={DOCS_PATH}
        target="_blank"
        rel="noreferrer"
        data-testid="intake-docs"
      >
        {DOCS_PATH}
      </a>
    </section>
  );
}

/** The whole key, shown this once, with a copy button. */
function KeyReveal({ created, onDone }: { created: CreatedIntakeKey; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(created.key)) void showToast({ icon: 'success', content: t('intakeKeys.copied') });
    else void showToast({ content: t('intakeKeys.copyFailed'), duration: ERROR_TOAST_MS });
  };
  return (
    <section className={styles.card} aria-labelledby="intake-reveal-title" data-testid="intake-reveal">
      <h2 className={styles.cardTitle} id="intake-reveal-title">
        {t('intakeKeys.revealTitle', { label: created.label })}
      </h2>
      <p className={`${notice.warning} ${styles.once}`} role="note">
        {t('intakeKeys.revealOnce')}
      </p>
      <div className={styles.copyRow}>
        <p className={styles.key} data-testid="intake-key-value">
          {created.key}
        </p>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => void copy()}
          data-testid="copy-key"
        >
          {t('intakeKeys.copy')}
        </Button>
      </div>
      <Button block color="primary" size="large" onClick={onDone}>
        {t('intakeKeys.done')}
      </Button>
    </section>
  );
}

interface CreateValues {
  label: string;
}

function CreateForm({
  full,
  max,
  onCreated,
}: {
  full: boolean;
  max: number;
  onCreated: (key: CreatedIntakeKey) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateIntakeKey();
  const form = useAppForm<CreateValues>('intakeKey', { defaultValues: { label: '' } });

  const submit = form.handleSubmit(async ({ label }) => {
    try {
      const created = await create.mutateAsync(label.trim());
      form.reset();
      onCreated(created);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const reason = (error.data as { reason?: unknown } | null)?.reason;
      if (error.code === ErrorCode.INVALID_OPERATION && reason === 'tooManyKeys') {
        form.setError('root.server', {
          type: 'server',
          message: textMessage('intakeKeys.tooMany', { max: maxIn(error.data, max) }),
        });
      } else {
        form.showRefusal(error);
      }
    }
  });

  return (
    <FormCard
      title={t('intakeKeys.createTitle')}
      titleId="intake-create-title"
      onSubmit={submit}
      error={form.formError}
      actions={
        <>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={form.formState.isSubmitting}
            disabled={full}
          >
            {t('intakeKeys.create')}
          </Button>
          {full && (
            <p className={styles.limit} data-testid="intake-limit">
              {t('intakeKeys.tooMany', { max })}
            </p>
          )}
        </>
      }
    >
      <TextField
        {...form.field('label', {
          validate: rules<CreateValues>((value) =>
            !value.trim()
              ? 'intakeKeys.labelRequired'
              : value.trim().length > LABEL_MAX
                ? textMessage('intakeKeys.labelTooLong', { max: LABEL_MAX })
                : true,
          ),
        })}
        label={t('intakeKeys.label')}
        hint={t('intakeKeys.labelHint')}
        maxLength={LABEL_MAX}
        autoComplete="off"
      />
    </FormCard>
  );
}

/**
 * The shop's order-intake keys (docs/product.md#merchants): keys an external storefront sends
 * with its orders.
 * The live keys (label, first characters, created, last used), "N of 5", a key made with a
 * label and shown whole once, and revoking after a confirmation that names the key.
 */
export function IntakeKeys() {
  const { t } = useTranslation();
  const keys = useIntakeKeys();
  const [created, setCreated] = useState<CreatedIntakeKey | null>(null);

  return (
    <ListShell
      query={keys}
      skeletonTestId="intake-keys-skeleton"
      skeleton={
        <>
          <SkeletonBlock height={88} />
          <SkeletonBlock height={88} />
          <SkeletonBlock height={120} />
        </>
      }
    >
      {({ items, max }) => (
        <>
          {created && <KeyReveal created={created} onDone={() => setCreated(null)} />}
          {items.length === 0 ? (
            <StatusMessage
              icon={<LinkOutline />}
              title={t('intakeKeys.emptyTitle')}
              description={t('intakeKeys.emptyText')}
            />
          ) : (
            <>
              <p className={styles.count}>{t('intakeKeys.count', { used: items.length, max })}</p>
              <section className={styles.card} aria-label={t('intakeKeys.listLabel')}>
                <ul className={styles.list}>
                  {items.map((item) => (
                    <KeyRow key={item.id} item={item} />
                  ))}
                </ul>
              </section>
            </>
          )}
          {!created && <CreateForm full={items.length >= max} max={max} onCreated={setCreated} />}
          <CallExample />
        </>
      )}
    </ListShell>
  );
}
