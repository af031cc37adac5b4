import { ApiError } from '@shopkeeper/client';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form/form-card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { UploadSubmit } from '../../../components/form/upload-submit.tsx';
import { rules, useAppForm } from '../../../components/form/use-app-form.ts';
import { useSubmitIdentity } from '../api/identity.ts';
import { checkPhoto } from './photo-check.ts';
import { PhotoField } from './photo-field.tsx';

interface IdentityValues {
  realName: string;
  idNo: string;
  front: File | null;
  back: File | null;
  qualification: File | null;
}

const between =
  (min: number, max: number, key: string) =>
  (value: string): string | true => {
    const length = value.trim().length;
    return length >= min && length <= max ? true : key;
  };
const filled = (key: string) => (value: string) => (value.trim() ? true : key);

/**
 * Real name, ID number and the photos, sent together for review with a progress bar. A
 * photo that cannot go (size, type) is said under it before anything is sent; the server's
 * refusal lands on the field it names.
 */
export function IdentityForm({
  defaults,
}: {
  defaults?: { realName?: string | null; idNo?: string | null };
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const submitIdentity = useSubmitIdentity(setProgress);
  const form = useAppForm<IdentityValues>('identity', {
    defaultValues: {
      realName: defaults?.realName ?? '',
      idNo: defaults?.idNo ?? '',
      front: null,
      back: null,
      qualification: null,
    },
  });

  const submit = form.handleSubmit(async ({ realName, idNo, front, back, qualification }) => {
    if (!front || !back) return; // checked by the fields' rules
    setProgress(0);
    try {
      await submitIdentity.mutateAsync({
        realName: realName.trim(),
        idNo: idNo.trim(),
        front,
        back,
        qualification: qualification ?? undefined,
      });
    } catch (error) {
      if (error instanceof ApiError) form.showRefusal(error);
    } finally {
      setProgress(null);
    }
  });

  const photo = (name: 'front' | 'back' | 'qualification', required: boolean) => (
    <Controller
      control={form.control}
      name={name}
      rules={{ validate: (file) => checkPhoto(file as File | null, required) }}
      render={({ field, fieldState }) => (
        <PhotoField
          id={`identity_${name}`}
          label={t(`identity.${name}`)}
          value={field.value as File | null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <FormCard
      title={t('identity.formTitle')}
      titleId="identity-form-title"
      onSubmit={submit}
      error={form.formError}
      actions={
        <UploadSubmit
          progress={progress}
          label={t('identity.uploadingLabel')}
          text={(percent) => t('identity.uploading', { percent })}
          testId="upload-progress"
          submitText={t('identity.submit')}
          submitting={form.formState.isSubmitting}
        />
      }
    >
      <TextField
        {...form.field('realName', {
          validate: rules(filled('identity.realNameRequired'), between(2, 64, 'identity.realNameLength')),
        })}
        label={t('identity.realName')}
        autoComplete="name"
        maxLength={64}
      />
      <TextField
        {...form.field('idNo', {
          validate: rules(filled('identity.idNoRequired'), between(4, 32, 'identity.idNoLength')),
        })}
        label={t('identity.idNo')}
        autoComplete="off"
        maxLength={32}
      />
      {photo('front', true)}
      {photo('back', true)}
      {photo('qualification', false)}
    </FormCard>
  );
}
