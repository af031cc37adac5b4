import { ApiError } from '@shopkeeper/client';
import { SHOP_PROFILE, UPLOAD } from '@shopkeeper/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form/form-card.tsx';
import { useFormMessage } from '../../../components/form/form-message.ts';
import { usePreviewUrl } from '../../../components/form/image-check.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { UploadSubmit } from '../../../components/form/upload-submit.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { type ShopProfile, useUpdateShop } from '../api/shop-profile.ts';
import { checkLogo } from './logo-check.ts';
import { ShopLogo } from './profile-card.tsx';
import styles from './shop-profile.module.css';

interface ShopValues {
  name: string;
  logo: File | null;
  address: string;
  phoneNo: string;
}

function LogoField({
  shop,
  value,
  onChange,
  error,
}: {
  shop: ShopProfile;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const errorText = useFormMessage(error);
  const preview = usePreviewUrl(value);
  return (
    <div className={styles.logoField} data-testid="shop_logo" data-invalid={errorText ? 'true' : undefined}>
      <ShopLogo name={shop.name} logo={shop.logo} src={preview} />
      <div className={styles.logoText}>
        <label htmlFor="shop_logo" className={styles.logoButton}>
          {shop.logo || value ? t('shopProfile.replaceLogo') : t('shopProfile.chooseLogo')}
        </label>
        <input
          id="shop_logo"
          type="file"
          accept={UPLOAD.types.join(',')}
          className={styles.fileInput}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? 'shop_logo-error' : 'shop_logo-hint'}
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            event.target.value = ''; // choosing the same file again still counts as a choice
          }}
        />
        <p className={styles.muted} id="shop_logo-hint">
          {value ? t('shopProfile.logoChosen', { name: value.name }) : t('shopProfile.logoHint')}
        </p>
        {errorText && (
          <p className={styles.error} id="shop_logo-error" role="alert">
            {errorText}
          </p>
        )}
      </div>
    </div>
  );
}

const filled = (key: string) => (value: string) => (value.trim() ? true : key);
const atMost = (max: number, key: string) => (value: string) => (value.trim().length <= max ? true : key);
const phone = (value: string) =>
  SHOP_PROFILE.phonePattern.test(value.trim()) ? true : 'shopProfile.phoneInvalid';

/**
 * The shop's details as buyers read them: name, logo (uploaded with a progress bar), address
 * and phone. Checked before sending; a refusal from the server lands on the field it names.
 */
export function ShopEditForm({ shop }: { shop: ShopProfile }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const updateShop = useUpdateShop(setProgress);
  const form = useAppForm<ShopValues>('shop', {
    defaultValues: { name: shop.name, logo: null, address: shop.address ?? '', phoneNo: shop.phoneNo ?? '' },
  });

  const submit = form.handleSubmit(async ({ name, logo, address, phoneNo }) => {
    if (logo) setProgress(0);
    try {
      const saved = await updateShop.mutateAsync({
        name: name.trim(),
        address: address.trim(),
        phoneNo: phoneNo.trim(),
        ...(logo ? { logo } : {}),
      });
      form.reset({
        name: saved.name,
        logo: null,
        address: saved.address ?? '',
        phoneNo: saved.phoneNo ?? '',
      });
      void showToast({ icon: 'success', content: t('shopProfile.saved') });
    } catch (error) {
      if (error instanceof ApiError) form.showRefusal(error);
    } finally {
      setProgress(null);
    }
  });

  return (
    <FormCard
      title={t('shopProfile.editTitle')}
      titleId="shop-edit-title"
      onSubmit={submit}
      error={form.formError}
      actions={
        <UploadSubmit
          progress={progress}
          label={t('shopProfile.uploadingLabel')}
          text={(percent) => t('shopProfile.uploading', { percent })}
          testId="logo-progress"
          submitText={t('shopProfile.save')}
          submitting={form.formState.isSubmitting}
        />
      }
    >
      <Controller
        control={form.control}
        name="logo"
        rules={{ validate: (file) => checkLogo(file as File | null) }}
        render={({ field, fieldState }) => (
          <LogoField
            shop={shop}
            value={field.value as File | null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        {...form.field('name', {
          validate: rules(
            filled('shopProfile.nameRequired'),
            atMost(SHOP_PROFILE.name.max, 'shopProfile.nameLength'),
          ),
        })}
        label={t('shopProfile.name')}
        autoComplete="organization"
        maxLength={SHOP_PROFILE.name.max}
      />
      <TextField
        {...form.field('address', {
          validate: rules(atMost(SHOP_PROFILE.address, 'shopProfile.addressLength')),
        })}
        label={t('shopProfile.address')}
        autoComplete="street-address"
        maxLength={SHOP_PROFILE.address}
      />
      <TextField
        {...form.field('phoneNo', { validate: rules(phone) })}
        label={t('shopProfile.phone')}
        hint={t('shopProfile.phoneHint')}
        autoComplete="tel"
        inputMode="tel"
        maxLength={SHOP_PROFILE.phone}
      />
    </FormCard>
  );
}
