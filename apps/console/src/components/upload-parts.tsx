import { PlusOutlined } from '@ant-design/icons';
import { Typography } from 'antd';

/** The card an empty picture upload shows: a plus and what it adds. */
export function AddPictureButton({ label }: { label: string }) {
  return (
    <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
      <PlusOutlined />
      <div style={{ marginTop: 8 }}>{label}</div>
    </button>
  );
}

/** Why the last file was refused, under the pictures; nothing when none was. */
export function UploadRefusal({ text }: { text: string }) {
  return text ? (
    <Typography.Text type="danger" role="alert">
      {text}
    </Typography.Text>
  ) : null;
}
