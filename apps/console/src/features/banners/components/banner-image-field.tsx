import { ApiError } from '@shopkeeper/client';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { AddPictureButton, UploadRefusal } from '../../../components/upload-parts.tsx';
import { refusalText } from '../../../lib/form-refusal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../lib/use-me.ts';
import { uploadBannerImage } from '../api/banners.ts';

/**
 * The banner's picture as a form control (`value`: its upload path): a file chosen is uploaded
 * at once, its progress on the card; a refused file says why below and the old picture stays.
 */
export function BannerImageField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (path: string | undefined) => void;
}) {
  const { t, lang } = useT();
  const fileHost = useMe().data?.fileHost ?? '';
  const [uploading, setUploading] = useState<UploadFile | null>(null);
  const [refusal, setRefusal] = useState('');
  const shown: UploadFile[] = uploading
    ? [uploading]
    : value
      ? [{ uid: value, name: value.split('/').at(-1) ?? value, status: 'done', url: `${fileHost}${value}` }]
      : [];

  return (
    <>
      <Upload
        id={id}
        listType="picture-card"
        accept="image/jpeg,image/png,image/webp"
        maxCount={1}
        fileList={shown}
        onRemove={() => onChange?.(undefined)}
        customRequest={({ file }) => {
          const upload = file as File & { uid: string };
          setRefusal('');
          setUploading({ uid: upload.uid, name: upload.name, status: 'uploading', percent: 0 });
          uploadBannerImage(upload, (fraction) =>
            setUploading({
              uid: upload.uid,
              name: upload.name,
              status: 'uploading',
              percent: Math.round(fraction * 100),
            }),
          )
            .then(({ path }) => onChange?.(path))
            .catch((error: unknown) => {
              if (error instanceof ApiError) void refusalText(error, lang).then(setRefusal);
            })
            .finally(() => setUploading(null));
        }}
        onChange={() => {}}
      >
        {shown.length > 0 ? null : <AddPictureButton label={t('banners.chooseImage')} />}
      </Upload>
      <UploadRefusal text={refusal} />
    </>
  );
}
