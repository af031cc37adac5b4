import { Image, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { storage } from '../lib/storage.ts';
import { useMe } from '../lib/use-me.ts';

type Loaded = { state: 'loading' } | { state: 'shown'; url: string } | { state: 'failed' };

/**
 * A private upload (a payment proof, an identity photo). The server answers 404 to a bare
 * `<img src>` (decision 014), so the file is fetched with the operator's token and shown from
 * a blob URL, which is released when the image leaves the screen. A click enlarges it.
 */
export function PrivateImage({
  path,
  alt,
  unavailableText,
  width = 240,
}: {
  /** The upload path the API returns, e.g. `proof/Ab3….jpg`. */
  path: string;
  alt: string;
  /** Said in place of the image when it cannot be fetched. */
  unavailableText: string;
  width?: number;
}) {
  const fileHost = useMe().data?.fileHost;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (fileHost === undefined) return;
    let url: string | null = null;
    let live = true;
    setLoaded({ state: 'loading' });
    const token = storage.getToken();
    fetch(`${fileHost}${path}`, { headers: token ? { authorization: token } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (!live) return;
        url = URL.createObjectURL(blob);
        setLoaded({ state: 'shown', url });
      })
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileHost, path]);

  if (loaded.state === 'loading') return <Skeleton.Image active style={{ width, height: width * 0.75 }} />;
  if (loaded.state === 'failed') return <Typography.Text type="secondary">{unavailableText}</Typography.Text>;
  return <Image src={loaded.url} alt={alt} width={width} style={{ objectFit: 'contain' }} />;
}
