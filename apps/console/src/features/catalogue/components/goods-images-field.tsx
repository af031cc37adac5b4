import { ApiError } from '@shopkeeper/client';
import { schemas } from '@shopkeeper/contract';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { AddPictureButton, UploadRefusal } from '../../../components/upload-parts.tsx';
import { refusalText } from '../../../lib/form-refusal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../lib/use-me.ts';
import { uploadGoodsImage } from '../api/catalogue.ts';

/** A picture in the list: stored ones carry their upload path. */
type Picture = UploadFile<{ path: string }>;

const stored = (path: string, fileHost: string): Picture => ({
  uid: path,
  name: path.split('/').at(-1) ?? path,
  status: 'done',
  url: `${fileHost}${path}`,
  response: { path },
});

/**
 * The goods' pictures as a form control (`value`: upload paths, first shown first): each file
 * chosen is uploaded at once as a public goods picture with its progress shown on its card;
 * a refused file says why below and is left out.
 */
export function GoodsImagesField({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: string[];
  onChange?: (paths: string[]) => void;
}) {
  const { t, lang } = useT();
  const fileHost = useMe().data?.fileHost ?? '';
  const [pictures, setPictures] = useState<Picture[]>(() => value.map((path) => stored(path, fileHost)));
  const [refusal, setRefusal] = useState('');
  const latest = useRef(pictures);
  latest.current = pictures;

  // A value from outside (another goods loaded into the form, the file host known late)
  // replaces the list; the list's own changes are what it reported, and are left alone.
  const valueKey = value.join('\n');
  useEffect(() => {
    const current = latest.current;
    const own = current.flatMap((p) => (p.status === 'done' && p.response ? [p.response.path] : []));
    if (valueKey !== own.join('\n') && !current.some((p) => p.status === 'uploading')) {
      setPictures(valueKey ? valueKey.split('\n').map((path) => stored(path, fileHost)) : []);
    }
  }, [valueKey, fileHost]);

  const update = (next: Picture[]) => {
    latest.current = next;
    setPictures(next);
    onChange?.(next.flatMap((p) => (p.status === 'done' && p.response ? [p.response.path] : [])));
  };
  const patch = (uid: string, change: Partial<Picture>) =>
    update(latest.current.map((p) => (p.uid === uid ? { ...p, ...change } : p)));

  return (
    <>
      <Upload<{ path: string }>
        id={id}
        listType="picture-card"
        accept="image/jpeg,image/png,image/webp"
        multiple
        fileList={pictures}
        onRemove={(file) => update(latest.current.filter((p) => p.uid !== file.uid))}
        beforeUpload={() => {
          setRefusal('');
          if (latest.current.length >= schemas.MAX_GOODS_IMAGES) {
            setRefusal(t('catalogue.goods.imagesMax', { count: schemas.MAX_GOODS_IMAGES }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file }) => {
          const upload = file as File & { uid: string };
          update([
            ...latest.current,
            { uid: upload.uid, name: upload.name, status: 'uploading', percent: 0 },
          ]);
          uploadGoodsImage(upload, (fraction) => patch(upload.uid, { percent: Math.round(fraction * 100) }))
            .then(({ path, url }) =>
              patch(upload.uid, { status: 'done', percent: 100, url, response: { path } }),
            )
            .catch((error: unknown) => {
              update(latest.current.filter((p) => p.uid !== upload.uid));
              if (error instanceof ApiError) void refusalText(error, lang).then(setRefusal);
            });
        }}
        // The list is this component's; antd's own change events would add files twice.
        onChange={() => {}}
      >
        {pictures.length >= schemas.MAX_GOODS_IMAGES ? null : (
          <AddPictureButton label={t('catalogue.goods.addImage')} />
        )}
      </Upload>
      <UploadRefusal text={refusal} />
    </>
  );
}
